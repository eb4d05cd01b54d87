import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CreatedServiceTokenSchema, CreateServiceTokenSchema, ServiceTokenSchema, type CreateServiceToken,
} from '../../model/api/schemas/servicetokens.js';
import { recordAudit } from '../audit/record.js';
import { bearerToken } from '../auth/bearer.js';
import type { AuthContext } from '../auth/context.js';
import type { Database } from '../db/client.js';
import { forbidden, notFound } from '../http/errors.js';
import { responses, TranslateQuery } from '../http/schemas.js';
import { createServiceToken, listServiceTokens, revokeServiceToken, touchServiceToken } from './store.js';
import { NO_BODY } from '../http/openapi/shared-schemas.js';

/**
 * /api/servicetokens (TENANT_ADMIN): list, create (the answer holds the token text, once) and revoke service
 * tokens. Managing them needs a login (session) token: a leaked service token must not be able to mint more
 * tokens or hide itself by revoking others.
 */
const access = { access: { permission: 'TENANT_ADMIN' } };
const PageQuery = Type.Object({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })),
  translate: Type.Optional(Type.Boolean()),
});
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });
const TokenPage = Type.Object({
  elements: Type.Array(ServiceTokenSchema),
  totalElements: Type.Integer(),
  page: Type.Integer(),
  size: Type.Integer(),
});

function sessionCaller(request: FastifyRequest): AuthContext {
  const auth = request.auth!;
  if (auth.tokenKind !== 'session') throw forbidden('Service tokens are managed with a login, not with a service token');
  return auth;
}

export function registerServiceTokens(app: FastifyInstance, db: Database): void {
  app.get('/api/servicetokens', { config: access, schema: { querystring: PageQuery, response: responses(TokenPage) } }, async (request) => {
    const auth = sessionCaller(request);
    const { page, size } = request.query as { page?: number; size?: number };
    return listServiceTokens(db, auth.tenantId, { page, size });
  });

  app.post('/api/servicetokens', {
    config: access,
    schema: { querystring: TranslateQuery, body: CreateServiceTokenSchema, response: responses(CreatedServiceTokenSchema, 201) },
  }, async (request, reply) => {
    const auth = sessionCaller(request);
    const name = (request.body as CreateServiceToken).name.trim();
    const created = await db.orm.transaction(async (tx) => {
      const token = await createServiceToken(db, auth.tenantId, auth.userId, name, tx);
      await recordAudit(db, { tenantId: auth.tenantId, userId: auth.userId, resellerId: request.resellerId, action: 'create', resource: 'servicetokens', entityId: token.id, details: { name } }, tx);
      return token;
    });
    reply.header('Cache-Control', 'no-store'); // the token text must not linger in caches
    return reply.code(201).send(created);
  });

  app.delete('/api/servicetokens/:id', { config: { ...access, openapi: { summary: 'Revokes a service token', responses: { 204: NO_BODY } } }, schema: { params: IdParams, querystring: TranslateQuery } }, async (request, reply) => {
    const auth = sessionCaller(request);
    const { id } = request.params as { id: string };
    const revoked = await db.orm.transaction(async (tx) => {
      const token = await revokeServiceToken(db, auth.tenantId, id, tx);
      if (token) await recordAudit(db, { tenantId: auth.tenantId, userId: auth.userId, resellerId: request.resellerId, action: 'delete', resource: 'servicetokens', entityId: id, details: { name: token.name } }, tx);
      return token;
    });
    if (!revoked) throw notFound(`No service token with id ${id}`);
    return reply.code(204).send();
  });

  // Last use of a service token, noted after the answer went out so the call does not wait for it.
  app.addHook('onResponse', async (request) => {
    if (request.auth?.tokenKind !== 'service') return;
    const token = bearerToken(request);
    if (!token) return;
    await touchServiceToken(db, token).catch((error: unknown) => request.log.warn({ err: error }, 'could not note the last use of a service token'));
  });
}
