import { Type, type Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { recordAudit } from '../audit/record.js';
import type { Database } from '../db/client.js';
import { entities } from '../db/schema.js';
import { conflict, invalidField, notFound } from '../http/errors.js';
import { responses, TranslateQuery } from '../http/schemas.js';
import { USER_SIZE_LIMITS } from '../resources/definitions/users.js';
import { assertSizeLimits } from '../resources/core/validate.js';
import { loadUser } from './store.js';
import { UserSchema } from './user.js';

/**
 * What a user may change of their own record without TENANT_ADMIN (PATCH /api/users/me, docs/api.md): display name,
 * profile and configuration (e.g. workingHoursPerWeek of resource planning). E-mail, password and roles stay with the
 * administrators.
 */
const MyProfilePatch = Type.Object({
  displayName: Type.Optional(Type.String({ minLength: 1, maxLength: 256 })),
  profile: Type.Optional(Type.Object({ avatarUrl: Type.Optional(Type.String()) }, { additionalProperties: true })),
  configuration: Type.Optional(Type.Array(Type.Object({ key: Type.String({ minLength: 1 }), value: Type.Any() }), { maxItems: 200 })),
});
const CHANGEABLE = new Set(Object.keys(MyProfilePatch.properties));

/** GET /api/users/me: the caller with the permissions of its roles (docs/api.md); PATCH changes their own profile. */
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

  app.patch<{ Body: Static<typeof MyProfilePatch>; Headers: { 'if-match'?: string } }>('/api/users/me', {
    config: { access: {} },
    schema: { body: MyProfilePatch, querystring: TranslateQuery, response: responses(UserSchema) },
  }, async (request) => {
    const auth = request.auth!;
    // Named 400s rather than silently dropped fields: the caller learns what only an administrator may change.
    const refused = Object.keys(request.body ?? {}).find((key) => !CHANGEABLE.has(key));
    if (refused) throw invalidField(refused, 'can only be changed by an administrator (PUT /api/users/{id})');
    if (Object.keys(request.body ?? {}).length === 0) throw invalidField('body', 'names no field to change');
    assertSizeLimits(USER_SIZE_LIMITS, request.body);
    const expected = request.headers['if-match'];
    const updated = await db.orm.transaction(async (tx) => {
      const where = and(eq(entities.tenantId, auth.tenantId), eq(entities.resource, 'users'), eq(entities.id, auth.userId));
      const [row] = await tx.select({ version: entities.version }).from(entities).where(where);
      if (!row) throw notFound('The user of this token no longer exists');
      if (expected !== undefined && String(row.version) !== expected.replace(/"/g, '')) {
        throw conflict(`Version ${expected} is outdated; the stored version is ${row.version}`);
      }
      await tx.update(entities).set({
        data: sql`${entities.data} || ${JSON.stringify(request.body)}::jsonb`,
        version: sql`${entities.version} + 1`,
        lastUpdatedAt: Date.now(),
      }).where(where);
      await recordAudit(db, {
        tenantId: auth.tenantId, userId: auth.userId, resellerId: request.resellerId, action: 'update', resource: 'users', entityId: auth.userId,
        details: { fields: Object.keys(request.body), self: true },
      }, tx);
      return true;
    });
    if (!updated) throw notFound();
    return (await loadUser(db, auth.tenantId, auth.userId, auth.permissions))!;
  });
}
