import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../http/errors.js';
import { callContext } from '../core/context.js';
import { inTransaction, present, writeEntity } from '../core/operations.js';
import { findRow } from '../core/store.js';
import { assertValid } from '../core/validate.js';
import { roles } from '../definitions/roles.js';
import { RoleFieldsSchema } from '../../../model/api/schemas/roles.js';
import { META_FIELDS } from '../../../model/api/schemas/common.js';
import { entityRef } from '../core/route-docs.js';
import type { RouteDocs } from '../../http/openapi/route-docs.js';

/**
 * PUT /roles/{id}/force with a role body: stores the role under this id whatever its current version, creating
 * it when it does not exist (for set-up scripts that own well-known role ids). No If-Match, no 409.
 */
const Params = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) });
const Query = Type.Object({ translate: Type.Optional(Type.Boolean()) });

const FORCE_DOCS: RouteDocs = {
  summary: 'Stores the role under this id whatever its version, creating it when missing',
  body: RoleFieldsSchema,
  responses: { 200: entityRef('roles') },
};

export function registerRoleForce(app: FastifyInstance, db: Database): void {
  app.put('/api/roles/:id/force', {
    config: {
      access: { permission: 'ROLES_WRITE' },
      openapi: FORCE_DOCS,
    },
    schema: { params: Params, querystring: Query, body: Type.Object({}, { additionalProperties: true }) },
  }, async (request) => {
    const { id } = request.params as { id: string };
    const body = request.body as Record<string, unknown>;
    if (typeof body !== 'object' || body === null) throw badRequest('The body must be a role');
    const fields = { ...body };
    for (const key of META_FIELDS) delete fields[key];
    assertValid(RoleFieldsSchema, fields);
    const ctx = callContext(db, request, roles, 'write');
    const role = await inTransaction(ctx, async (tx) => {
      const existing = await findRow(db, { tenantId: ctx.tenantId, resource: roles.name }, id, tx, true);
      return writeEntity(ctx, roles, fields, { ctx, tx, existing, body }, id);
    });
    return (await present(ctx, roles, [role]))[0];
  });
}
