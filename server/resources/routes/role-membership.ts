import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { responses } from '../../http/schemas.js';
import { findRow } from '../core/store.js';
import { roles } from '../definitions/roles.js';

/**
 * GET /roles/{id}/membership (docs/api.md, Roles): whether the caller is one of the role's users, for every
 * signed-in user; 404 for a role the tenant does not have. RoleRestrictedContainer asks it: the people it shows
 * content to need not be allowed to read roles. It tells nothing about other users, and nothing but the answer.
 */
const Params = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) });
const Query = Type.Object({ translate: Type.Optional(Type.Boolean()) });
export const RoleMembershipSchema = Type.Object({ roleId: Type.String(), member: Type.Boolean() });

export function registerRoleMembership(app: FastifyInstance, db: Database): void {
  app.get<{ Params: Static<typeof Params> }>('/api/roles/:id/membership', {
    config: { access: {}, openapi: { summary: 'Whether the caller is one of the role\'s users' } },
    exposeHeadRoute: false,
    schema: { params: Params, querystring: Query, response: responses(RoleMembershipSchema) },
  }, async (request) => {
    const auth = request.auth!;
    const role = await findRow(db, { tenantId: auth.tenantId, resource: roles.name }, request.params.id);
    if (!role) throw notFound('No role with this id');
    const userIds = Array.isArray(role.userIds) ? role.userIds : [];
    return { roleId: role.id, member: userIds.includes(auth.userId) };
  });
}
