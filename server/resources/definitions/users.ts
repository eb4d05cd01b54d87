import { sql } from 'drizzle-orm';
import { USERS } from '../../../model/resources/descriptors.js';
import { CreateUserSchema, UpdateUserSchema } from '../../../model/api/schemas/users.js';
import { mergePermissions, rolePermissionsOf } from '../../auth/role-permissions.js';
import { sessionToken } from '../../auth/session-cookie.js';
import { hashToken } from '../../auth/tokens.js';
import { deleteCredentials, endSessions, setCredentials } from '../../users/store.js';
import type { EntityObject, ResourceDefinition, ResourceRoutes } from '../core/types.js';

/**
 * /api/users (TENANT_ADMIN): a user is an entity plus login credentials (server/users/store.ts). Creating takes a
 * password besides the user's fields; a changed primaryEmail or a password in PUT/PATCH updates the credentials,
 * and a new password ends the user's other sessions; deleting removes the credentials and every token. The password is never stored with the entity nor returned.
 */
async function withPermissions(entities: EntityObject[], ctx: { db: import('../../db/client.js').Database; tenantId: string }): Promise<EntityObject[]> {
  if (entities.length === 0) return entities;
  const ids = sql.join(entities.map((e) => sql`${e.id}`), sql`, `);
  const rows = await ctx.db.rows<{ id: string; permissions: unknown }>(sql`
    SELECT u.id, ${rolePermissionsOf(sql.raw('u.tenant_id'), sql.raw('u.id'))} AS permissions
    FROM entities u WHERE u.tenant_id = ${ctx.tenantId} AND u.resource = 'users' AND u.id IN (${ids})`);
  const byId = new Map(rows.map((r) => [r.id, mergePermissions(r.permissions).sort()]));
  return entities.map(({ password: _password, ...user }) => ({
    ...user,
    tenantId: ctx.tenantId,
    profile: user.profile ?? {},
    configuration: user.configuration ?? [],
    permissions: byId.get(user.id) ?? [],
  } as EntityObject));
}

/** What every user of the tenant may see of another one (a task's assignees, a project's members). */
export function publicUser(user: EntityObject): Record<string, unknown> {
  const avatarUrl = (user.profile as { avatarUrl?: unknown } | undefined)?.avatarUrl;
  return { id: user.id, displayName: user.displayName, profile: typeof avatarUrl === 'string' ? { avatarUrl } : {} };
}

/** The free-form parts of a user: a profile of a few settings, a configuration of up to 200 entries. */
export const USER_SIZE_LIMITS = { profile: 16_384, configuration: 65_536 };

export const users: ResourceDefinition = {
  name: 'users',
  schema: UpdateUserSchema,
  createSchema: CreateUserSchema,
  transientFields: ['password'],
  derivedFields: ['permissions'],
  sizeLimits: USER_SIZE_LIMITS,
  searchable: ['displayName', 'primaryEmail'],
  defaultSort: USERS.defaultSort,
  publicShape: publicUser,
  hooks: {
    prepare: (data) => ({ profile: {}, configuration: [], ...data }),
    async afterWrite(user, { ctx, tx, existing, body }) {
      const password = typeof body.password === 'string' ? body.password : undefined;
      const emailChanged = existing !== null && existing.primaryEmail !== user.primaryEmail;
      if (!existing || password !== undefined || emailChanged) {
        await setCredentials(ctx.db, ctx.tenantId, user.id, {
          email: !existing || emailChanged ? String(user.primaryEmail) : undefined,
          password,
        }, tx);
      }
      if (password !== undefined) {
        const own = ctx.auth?.userId === user.id && ctx.auth.tokenKind === 'session' ? sessionToken(ctx.request)?.token : undefined;
        await endSessions(ctx.db, ctx.tenantId, user.id, own ? hashToken(own) : null, tx);
      }
    },
    afterDelete: (ids, { ctx, tx }) => deleteCredentials(ctx.db, ctx.tenantId, ids, tx),
    present: withPermissions,
  },
};

export const userRoutes: ResourceRoutes[] = [
  { descriptor: USERS, definition: users },
];
