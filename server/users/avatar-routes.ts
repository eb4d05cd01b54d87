import { Type, type Static } from '@sinclair/typebox';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '../../model/api/avatars.js';
import { recordAudit } from '../audit/record.js';
import { hasPermission } from '../auth/context.js';
import type { Database } from '../db/client.js';
import { entities } from '../db/schema.js';
import { forbidden, invalidField, notFound } from '../http/errors.js';
import { responses } from '../http/schemas.js';
import { squareAvatar } from './avatar-image.js';
import type { FileStore } from '../files/store.js';
import { loadUserWithPermissions } from './store.js';
import { UserSchema } from './user.js';

/**
 * Avatars (docs/api.md, Avatars): POST /users/{id}/avatar (client uploadAvatar) answers the address the picture goes
 * to; PUT there with the picture's bytes (PNG, JPEG, WebP or GIF up to AVATAR_MAX_BYTES) stores it as a square
 * (avatar-image.ts) in the server's file store and sets the user's `profile.avatarUrl`; DELETE /users/{id}/avatar
 * (removeAvatar) takes it away. The user itself or TENANT_ADMIN; anybody else 403, an unknown user 404.
 */
const Params = Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }) });
const Query = Type.Object({ translate: Type.Optional(Type.Boolean()) });
const UploadAddress = Type.Object({ uploadUrl: Type.String() });
type Request = FastifyRequest<{ Params: Static<typeof Params> }>;

function allowedUser(request: Request): { tenantId: string; userId: string } {
  const auth = request.auth!;
  if (auth.userId !== request.params.id && !hasPermission(auth, 'TENANT_ADMIN')) throw forbidden('Only the user itself or an administrator changes its picture');
  return { tenantId: auth.tenantId, userId: request.params.id };
}

/** Sets or (null) removes `profile.avatarUrl`; answers the URL it had before, undefined for an unknown user. */
async function setAvatarUrl(db: Database, request: Request, avatarUrl: string | null): Promise<{ previous: string | null } | undefined> {
  const { tenantId, userId } = allowedUser(request);
  return db.orm.transaction(async (tx) => {
    const where = and(eq(entities.tenantId, tenantId), eq(entities.resource, 'users'), eq(entities.id, userId));
    const [row] = await tx.select({ data: entities.data }).from(entities).where(where).for('update');
    if (!row) return undefined;
    const previous = (row.data as { profile?: { avatarUrl?: unknown } }).profile?.avatarUrl;
    const data = avatarUrl === null
      ? sql`${entities.data} #- '{profile,avatarUrl}'`
      : sql`jsonb_set(${entities.data}, '{profile}', coalesce(${entities.data}->'profile', '{}'::jsonb) || ${JSON.stringify({ avatarUrl })}::jsonb)`;
    await tx.update(entities).set({ data, version: sql`${entities.version} + 1`, lastUpdatedAt: Date.now() }).where(where);
    await recordAudit(db, {
      tenantId, userId: request.auth!.userId, resellerId: request.resellerId, action: 'update', resource: 'users', entityId: userId,
      details: { fields: ['profile.avatarUrl'], avatar: avatarUrl === null ? 'removed' : 'uploaded' },
    }, tx);
    return { previous: typeof previous === 'string' ? previous : null };
  });
}

/** The id of a stored file from its download address, when the address is one of the file store's. */
const FILE_URL = /^\/api\/files\/([A-Za-z0-9_-]{1,100})\/content(?:\?|$)/;

/**
 * Deletes the user's previous picture from the file store: only a file the store holds that belongs to this user,
 * never whatever else an avatarUrl may name (a user may set its own profile.avatarUrl to any address).
 */
async function deleteOldPicture(files: FileStore, tenantId: string, userId: string, url: string | null): Promise<void> {
  const id = url ? FILE_URL.exec(url)?.[1] : undefined;
  if (!id) return;
  const found = await files.get(tenantId, id);
  if (found && found.file.owner === userId) await files.delete(tenantId, id);
}

async function answerUser(db: Database, request: Request) {
  const user = await loadUserWithPermissions(db, request.auth!.tenantId, request.params.id);
  if (!user) throw notFound('No user with this id');
  return user;
}

export function registerAvatarRoutes(app: FastifyInstance, { db }: { db: Database }): void {
  app.post<{ Params: Static<typeof Params> }>('/api/users/:id/avatar', {
    config: { access: {}, openapi: { summary: 'The address a user\'s new picture is sent to by PUT' } },
    schema: { params: Params, querystring: Query, response: responses(UploadAddress) },
  }, async (request) => {
    allowedUser(request);
    await answerUser(db, request);
    return { uploadUrl: `/api/users/${request.params.id}/avatar/file` };
  });

  app.delete<{ Params: Static<typeof Params> }>('/api/users/:id/avatar', {
    config: { access: {}, openapi: { summary: 'Removes a user\'s picture' } },
    schema: { params: Params, querystring: Query, response: responses(UserSchema) },
  }, async (request) => {
    const changed = await setAvatarUrl(db, request, null);
    if (!changed) throw notFound('No user with this id');
    await deleteOldPicture(app.fileStore, request.auth!.tenantId, request.params.id, changed.previous);
    return answerUser(db, request);
  });

  // Picture bytes are accepted on this route only: everywhere else bodies stay JSON (server/http/body-parsers.ts).
  void app.register(async (scope) => {
    scope.addContentTypeParser([...AVATAR_TYPES], { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_request, body, done) => done(null, body));
    scope.put<{ Params: Static<typeof Params>; Body: Buffer }>('/api/users/:id/avatar/file', {
      config: { access: {}, openapi: { summary: 'Stores a user\'s new picture (PNG, JPEG, WebP or GIF), cut to a square' } },
      bodyLimit: AVATAR_MAX_BYTES,
      schema: { params: Params, querystring: Query, response: responses(UserSchema) },
    }, async (request) => {
      const { tenantId } = allowedUser(request);
      await answerUser(db, request);
      if (!Buffer.isBuffer(request.body) || request.body.length === 0) throw invalidField('file', 'is empty: send the picture as the body');
      const picture = await squareAvatar(request.body, String(request.headers['content-type'] ?? '').split(';')[0].trim());
      const stored = await app.fileStore.put(tenantId, picture, { name: 'avatar.webp', mimeType: 'image/webp', owner: request.params.id, public: true }, {
        userId: request.auth!.userId, resellerId: request.resellerId, allowedTypes: ['image/*'],
      });
      const changed = await setAvatarUrl(db, request, stored.url);
      if (!changed) {
        await app.fileStore.delete(tenantId, stored.id);
        throw notFound('No user with this id');
      }
      await deleteOldPicture(app.fileStore, tenantId, request.params.id, changed.previous);
      return answerUser(db, request);
    });
  });
}
