import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { PageSchema, type SearchRequest } from '../../../model/api/schemas/common.js';
import type { Database } from '../../db/client.js';
import type { RouteDocs } from '../../http/openapi/route-docs.js';
import { callContext } from '../core/context.js';
import { searchEntities } from '../core/operations.js';
import { ListQuerySchema, type ListQueryParams } from '../core/query.js';
import { sendResult } from '../core/read-cache.js';
import { entityRef } from '../core/route-docs.js';
import { calendarEvents } from '../definitions/calendars.js';

/**
 * GET /calendarevents/participating (any token): the calendar entries the caller takes part in (its id in
 * `participants`), sorted by start. Without `includePastEvents=true` only those that have not ended yet.
 * docs/api.md, Calendars.
 */
const ParticipatingQuery = Type.Object({
  ...ListQuerySchema.properties,
  includePastEvents: Type.Optional(Type.Boolean({ default: false })),
});

const DOCS: RouteDocs = {
  summary: 'The calendar entries the caller takes part in, sorted by start; ended ones only with includePastEvents=true',
  responses: { 200: PageSchema(entityRef('calendarevents')) },
};

export function registerParticipatingEvents(app: FastifyInstance, db: Database): void {
  app.get('/api/calendarevents/participating', {
    config: { access: {}, openapi: DOCS }, exposeHeadRoute: false, schema: { querystring: ParticipatingQuery },
  }, async (request, reply) => {
    const { includePastEvents, ...query } = request.query as ListQueryParams & { includePastEvents?: boolean };
    const ctx = callContext(db, request, calendarEvents, 'read');
    const mine = { type: 'foreignId', fieldname: 'participants', matcher: 'equals', value: ctx.auth!.userId };
    const notEnded = { type: 'number', fieldname: 'end', matcher: 'greaterThanOrEquals', value: Date.now() };
    const search = { fieldSearches: includePastEvents ? [mine] : [mine, notEnded] } as SearchRequest;
    return sendResult(reply, await searchEntities(ctx, calendarEvents, search, { ...query, sort: query.sort ?? 'start' }));
  });
}
