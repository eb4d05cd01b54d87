import { Type } from '@sinclair/typebox';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { recordAudit } from '../audit/record.js';
import { ApiError, unauthorized } from '../http/errors.js';
import { responses, TranslateQuery } from '../http/schemas.js';
import { UserSchema } from '../users/user.js';
import { findLoginCandidates, loadUserWithPermissions, rehashPassword, type LoginCandidate } from '../users/store.js';
import { needsRehash, verifyAgainstDummy, verifyPassword } from './passwords.js';
import { loginKeys, loginSucceeded, reserveLoginAttempt } from './rate-limit.js';
import { clearSessionCookie, sessionToken, setSessionCookie } from './session-cookie.js';
import { issueToken, revokeToken } from './tokens.js';
import { NO_BODY, sharedRef } from '../http/openapi/shared-schemas.js';
import type { RouteDocs } from '../http/openapi/route-docs.js';

const LoginBody = Type.Object({
  email: Type.String({ minLength: 1, maxLength: 320 }),
  password: Type.String({ minLength: 1, maxLength: 1024 }),
});
const LoginResponse = Type.Object({ token: Type.String(), user: UserSchema });

const LOGIN_DOCS: RouteDocs = {
  summary: 'Logs in with e-mail and password; answers a token and the user',
  responses: {
    401: sharedRef('ErrorEnvelope', { description: 'E-mail or password is wrong' }),
    429: sharedRef('ErrorEnvelope', { description: 'Too many failed logins for this e-mail from this address; try again later' }),
  },
};

/** One text for unknown e-mail and wrong password alike: the answer must not reveal who has an account. */
const INVALID_LOGIN = 'E-mail or password is wrong';

/**
 * The candidates whose password matches. With one e-mail in several tenants and no X-Tenant-Id, only the
 * caller who knows a matching password learns that the choice is ambiguous.
 */
async function matching(candidates: LoginCandidate[], password: string): Promise<LoginCandidate[]> {
  if (candidates.length === 0) return verifyAgainstDummy(password).then(() => []);
  const checks = await Promise.all(candidates.map((c) => verifyPassword(password, c.passwordHash)));
  return candidates.filter((_, i) => checks[i]);
}

export function registerLoginRoutes(app: FastifyInstance, { db, config }: { db: Database; config: ServerConfig }): void {
  app.post('/api/auth/login', {
    config: { access: { public: true, tenantOptional: true }, openapi: LOGIN_DOCS },
    schema: { body: LoginBody, querystring: TranslateQuery, response: responses(LoginResponse) },
  }, async (request: FastifyRequest<{ Body: { email: string; password: string } }>, reply) => {
    const { email, password } = request.body;
    // Counted as a failure before the password is checked (429 beyond the limit), given back when it is right.
    const keys = loginKeys(email, request.ip);
    await reserveLoginAttempt(db, keys, config.loginRateLimit);

    const found = await matching(await findLoginCandidates(db, email, request.tenantId), password);
    if (found.length === 0) throw unauthorized(INVALID_LOGIN);
    await loginSucceeded(db, keys);
    if (found.length > 1) {
      throw new ApiError(400, 'TENANT_REQUIRED', 'This e-mail has accounts in several tenants; send X-Tenant-Id to choose one', [
        { field: 'X-Tenant-Id', message: 'is required to choose the tenant' },
      ]);
    }
    const [{ tenantId, userId, passwordHash }] = found;
    if (needsRehash(passwordHash)) await rehashPassword(db, tenantId, userId, password, passwordHash);
    const token = await db.orm.transaction(async (tx) => {
      const issued = await issueToken(db, { tenantId, userId, kind: 'session', ttlMs: config.tokenTtlMs }, tx);
      await recordAudit(db, { tenantId, userId, action: 'login', resource: 'users', entityId: userId, details: { ip: request.ip } }, tx);
      return issued;
    });
    const user = await loadUserWithPermissions(db, tenantId, userId);
    if (!user) throw unauthorized(INVALID_LOGIN);
    // Browsers keep the session in the HttpOnly cookie; API clients use the token of the answer.
    setSessionCookie(request, reply, token, config.tokenTtlMs);
    return { token, user };
  });

  app.post('/api/auth/logout', {
    config: { access: {}, openapi: { summary: 'Revokes the token of the call', responses: { 204: NO_BODY } } },
    schema: { querystring: TranslateQuery },
  }, async (request, reply) => {
    const auth = request.auth!;
    await db.orm.transaction(async (tx) => {
      await revokeToken(db, sessionToken(request)!.token, tx);
      await recordAudit(db, { tenantId: auth.tenantId, userId: auth.userId, resellerId: request.resellerId, action: 'logout', resource: 'users', entityId: auth.userId }, tx);
    });
    clearSessionCookie(reply);
    return reply.status(204).send();
  });
}
