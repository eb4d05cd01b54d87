import { Type, type Static } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PageSchema } from '../../model/api/schemas/common.js';
import { ColleagueSchema } from '../../model/api/schemas/users.js';
import type { Database } from '../db/client.js';
import { responses } from '../http/schemas.js';
import { paging } from '../resources/core/query.js';
import { countRows, listRows } from '../resources/core/store.js';
import { publicUser } from '../resources/definitions/users.js';

const ColleagueQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  /** Part of the display name, ignoring case. Never the e-mail: a search by address would reveal who has one. */
  search: Type.Optional(Type.String({ maxLength: 200 })),
  translate: Type.Optional(Type.Boolean()),
});
const ColleaguePage = PageSchema(ColleagueSchema);

/** `%`, `_` and `\` typed by the caller match themselves, not any text. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /api/users/colleagues (docs/api.md, Users): the tenant's users in their public shape (id, display name,
 * avatar) for every signed-in caller, sorted by display name. Planning lists whose load it shows from here when the
 * caller may not read /users.
 */
export function registerColleagueRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.get<{ Querystring: Static<typeof ColleagueQuery> }>('/api/users/colleagues', {
    config: { access: {}, openapi: { summary: 'The tenant\'s users as colleagues: id, display name and avatar only' } },
    exposeHeadRoute: false,
    schema: { querystring: ColleagueQuery, response: responses(ColleaguePage) },
  }, async (request) => {
    const { page, size } = paging(request.query.page, request.query.size);
    const text = request.query.search?.trim();
    const where = text ? sql`e.data->>'displayName' ILIKE ${likePattern(text)}` : sql`TRUE`;
    const scope = { tenantId: request.auth!.tenantId, resource: 'users' };
    const [rows, total] = await Promise.all([
      listRows(db, scope, where, sql`lower(e.data->>'displayName') ASC, e.id ASC`, size, (page - 1) * size),
      countRows(db, scope, where),
    ]);
    return { elements: rows.map(publicUser), totalElements: total, page, size };
  });
}
