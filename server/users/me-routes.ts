import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { notFound } from '../http/errors.js';
import { responses, TranslateQuery } from '../http/schemas.js';
import { loadUser } from './store.js';
import { UserSchema } from './user.js';

/** GET /api/users/me: the caller with the permissions of its roles (CONTRACT.md). */
export function registerMeRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.get('/api/users/me', {
    config: { access: {} },
    schema: { querystring: TranslateQuery, response: responses(UserSchema) },
  }, async (request) => {
    const auth = request.auth!;
    const user = await loadUser(db, auth.tenantId, auth.userId, auth.permissions);
    if (!user) throw notFound('The user of this token no longer exists');
    return user;
  });
}
