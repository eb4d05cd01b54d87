import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { StartWorklogSchema, WorklogSumsQuerySchema, type StartWorklog, type WorklogSums, type WorklogSumsQuery } from '../../../model/api/schemas/hr.js';
import type { Database } from '../../db/client.js';
import { conflict, invalidField } from '../../http/errors.js';
import type { RouteDocs } from '../../http/openapi/route-docs.js';
import { sharedRef } from '../../http/openapi/shared-schemas.js';
import { TranslateQuery } from '../../http/schemas.js';
import { isTimeZone, sumWorklogs, type TimedEntry } from '../../hr/worklog-sums.js';
import { callContext, scopeOf } from '../core/context.js';
import { inTransaction, presentOne, writeEntity } from '../core/operations.js';
import { entityRef } from '../core/route-docs.js';
import { findRow, scopeSql } from '../core/store.js';
import { assertValid } from '../core/validate.js';
import type { CallContext } from '../core/types.js';
import { assertReferences, lockTimer, runningEntryId, worklogs } from '../definitions/worklogs.js';

/**
 * The timer and the sums of worklogs (docs/hr.md). The running entry lives on the server: start and stop take the
 * server's clock, so a timer survives reloads and devices and a stop counts up to the moment the server received
 * it. `running` answers the server's time too, so a client shows the elapsed time without trusting its own clock.
 */
const SIGNED_IN = { access: {} };
const RUNNING_DOCS: RouteDocs = {
  summary: "The caller's running worklog (or null) and the server's time",
  responses: { 200: Type.Object({ entry: Type.Union([entityRef('worklogs'), Type.Null()]), serverTime: Type.Number() }) },
};
const START_DOCS: RouteDocs = { summary: "Starts a running worklog for the caller at the server's time", body: StartWorklogSchema, responses: { 201: entityRef('worklogs') } };
const STOP_DOCS: RouteDocs = {
  summary: "Stops the caller's running worklog at the server's time",
  responses: { 200: entityRef('worklogs'), 409: sharedRef('ErrorEnvelope', { description: 'No worklog of the caller is running (stopped already, e.g. on another device)' }) },
};
const SUMS_ANSWER = Type.Object({
  groupBy: Type.String(), from: Type.Number(), to: Type.Number(), timeZone: Type.String(), total: Type.Number(), serverTime: Type.Number(),
  sums: Type.Array(Type.Object({ key: Type.String(), duration: Type.Number({ description: 'milliseconds' }) })),
});
const SUMS_DOCS: RouteDocs = { summary: 'Worked time per day, ISO week or user in a period (running entries up to now)', responses: { 200: SUMS_ANSWER } };

/** "Mine" is always the caller, whatever its permissions. */
function myContext(db: Database, request: FastifyRequest): CallContext {
  return { ...callContext(db, request, worklogs, 'write'), ownerId: request.auth!.userId };
}

async function runningEntry(ctx: CallContext) {
  return inTransaction(ctx, async (tx) => {
    const id = await runningEntryId(ctx, tx, ctx.ownerId!);
    return id ? findRow(ctx.db, scopeOf(ctx, worklogs), id, tx) : null;
  });
}

export function registerWorklogTimer(app: FastifyInstance, db: Database): void {
  app.get('/api/worklogs/running', { config: { ...SIGNED_IN, openapi: RUNNING_DOCS }, schema: { querystring: TranslateQuery } }, async (request) => {
    const ctx = myContext(db, request);
    const entry = await runningEntry(ctx);
    return { entry: entry ? await presentOne(ctx, worklogs, entry) : null, serverTime: Date.now() };
  });

  app.post('/api/worklogs/start', {
    config: { ...SIGNED_IN, openapi: START_DOCS },
    // The body is optional (a bare start), so it is checked in the handler; the query is checked here.
    schema: { querystring: TranslateQuery },
  }, async (request, reply) => {
    const body = (request.body ?? {}) as StartWorklog;
    assertValid(StartWorklogSchema, body);
    const ctx = myContext(db, request);
    const fields = { ...body, userId: ctx.ownerId, start: Date.now() };
    const entity = await inTransaction(ctx, async (tx) => {
      await lockTimer(ctx, tx, ctx.ownerId!);
      const running = await runningEntryId(ctx, tx, ctx.ownerId!);
      if (running) throw conflict('A worklog is already running; stop it first', [{ field: 'running', message: running }]);
      await assertReferences(ctx, tx, fields, null);
      // Stored without an end, which the resource's own write check refuses on create: only the start makes one.
      return writeEntity(ctx, { ...worklogs, hooks: {} }, fields, { ctx, tx, existing: null, body: fields });
    });
    reply.code(201);
    return presentOne(ctx, worklogs, entity);
  });

  app.post('/api/worklogs/stop', { config: { ...SIGNED_IN, openapi: STOP_DOCS }, schema: { querystring: TranslateQuery } }, async (request) => {
    const ctx = myContext(db, request);
    const entity = await inTransaction(ctx, async (tx) => {
      await lockTimer(ctx, tx, ctx.ownerId!);
      const id = await runningEntryId(ctx, tx, ctx.ownerId!);
      const existing = id ? await findRow(ctx.db, scopeOf(ctx, worklogs), id, tx, true) : null;
      if (!existing) throw conflict('No worklog is running', [{ field: 'running', message: 'none' }]);
      const { id: _id, createdAt: _c, lastUpdatedAt: _l, version: _v, ...fields } = existing;
      const end = Math.max(Date.now(), Number(existing.start));
      return writeEntity(ctx, worklogs, { ...fields, end }, { ctx, tx, existing, body: {} });
    });
    return presentOne(ctx, worklogs, entity);
  });

  app.get('/api/worklogs/sums', { config: { ...SIGNED_IN, openapi: SUMS_DOCS }, schema: { querystring: WorklogSumsQuerySchema } }, async (request): Promise<WorklogSums> => {
    const query = request.query as WorklogSumsQuery;
    const timeZone = query.timeZone ?? 'UTC';
    if (!isTimeZone(timeZone)) throw invalidField('timeZone', 'is no IANA time zone');
    if (query.to <= query.from) throw invalidField('to', 'must be after from');
    const ctx = callContext(db, request, worklogs, 'read');
    const byUser = query.userId ? sql` AND e.data->>'userId' = ${query.userId}` : sql``;
    // Entries overlapping the period; a running one (no end) overlaps when it started before the period ends.
    const entries = await db.rows<TimedEntry>(sql`SELECT e.data->>'userId' AS "userId", (e.data->>'start')::float8 AS start,
      (e.data->>'end')::float8 AS "end" FROM entities e WHERE ${scopeSql(scopeOf(ctx, worklogs))}${byUser}
      AND (e.data->>'start')::float8 < ${query.to} AND (NOT (e.data ? 'end') OR (e.data->>'end')::float8 > ${query.from})`);
    const now = Date.now();
    const sums = sumWorklogs(entries, { groupBy: query.groupBy, from: query.from, to: query.to, timeZone, now });
    return { groupBy: query.groupBy, from: query.from, to: query.to, timeZone, total: sums.reduce((total, sum) => total + sum.duration, 0), sums, serverTime: now };
  });
}
