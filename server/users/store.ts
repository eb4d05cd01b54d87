import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.js';
import { newId } from '../db/ids.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, invalidField } from '../http/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { mergePermissions, rolePermissionsOf } from '../auth/role-permissions.js';
import { toUser, type User, type UserData, type UserRow } from './user.js';

/**
 * Users are entities (resource 'users') plus a credentials row (login e-mail, scrypt hash). These functions keep
 * the two in step; the /api/users resource calls them from its hooks, the seed and the tests call them directly.
 * Each takes an optional `orm` so it can join the caller's transaction.
 */
export interface NewUser {
  displayName: string;
  primaryEmail: string;
  password: string;
  profile?: UserData['profile'];
  configuration?: UserData['configuration'];
}

const MIN_PASSWORD_LENGTH = 8;

/** Login e-mails compare case-insensitively. */
export const normalizeEmail = (email: string) => email.trim().toLowerCase();

function checkEmail(email: string, field = 'primaryEmail'): void {
  if (!/^[^\s@]+@[^\s@]+$/.test(email.trim())) throw invalidField(field, 'must be an e-mail address');
}

function checkPassword(password: string): void {
  if (typeof password !== 'string' || password.length < MIN_PASSWORD_LENGTH) {
    throw invalidField('password', `must have at least ${MIN_PASSWORD_LENGTH} characters`);
  }
}

async function inTransaction<T>(db: Database, orm: Orm | undefined, work: (orm: Orm) => Promise<T>): Promise<T> {
  return orm ? work(orm) : db.orm.transaction((tx) => work(tx as unknown as Orm));
}

async function insertCredentials(db: Database, orm: Orm, tenantId: string, userId: string, email: string, hash: string) {
  try {
    await db.rows(sql`INSERT INTO credentials (tenant_id, user_id, email, password_hash)
      VALUES (${tenantId}, ${userId}, ${normalizeEmail(email)}, ${hash})`, orm);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

const emailTaken = () => conflict('A user with this e-mail already exists', [{ field: 'primaryEmail', message: 'already in use' }]);

export async function createUser(db: Database, tenantId: string, user: NewUser, orm?: Orm): Promise<User> {
  checkEmail(user.primaryEmail);
  checkPassword(user.password);
  const hash = await hashPassword(user.password);
  const now = Date.now();
  const id = newId(now);
  const data: UserData = {
    displayName: user.displayName,
    primaryEmail: user.primaryEmail.trim(),
    profile: user.profile ?? {},
    configuration: user.configuration ?? [],
  };
  return inTransaction(db, orm, async (tx) => {
    const [row] = await db.rows<UserRow>(sql`
      INSERT INTO entities (tenant_id, resource, id, data, created_at, last_updated_at, version)
      VALUES (${tenantId}, 'users', ${id}, ${JSON.stringify(data)}::jsonb, ${now}, ${now}, 1)
      RETURNING tenant_id, id, data, created_at, last_updated_at, version`, tx);
    await insertCredentials(db, tx, tenantId, id, data.primaryEmail, hash);
    return toUser(row, []);
  });
}

/**
 * Changes a user's login e-mail and/or password. Creates the credentials when the user has none yet and a
 * password is given (the e-mail then defaults to the user's primaryEmail).
 */
export async function setCredentials(
  db: Database, tenantId: string, userId: string, change: { email?: string; password?: string }, orm?: Orm,
): Promise<void> {
  if (change.email !== undefined) checkEmail(change.email);
  if (change.password !== undefined) checkPassword(change.password);
  const hash = change.password !== undefined ? await hashPassword(change.password) : undefined;
  await inTransaction(db, orm, async (tx) => {
    const existing = await db.rows(sql`SELECT 1 FROM credentials WHERE tenant_id = ${tenantId} AND user_id = ${userId}`, tx);
    if (existing.length === 0) {
      if (hash === undefined) return;
      let email = change.email;
      if (email === undefined) {
        const [user] = await db.rows<{ email: string | null }>(sql`SELECT data->>'primaryEmail' AS email FROM entities
          WHERE tenant_id = ${tenantId} AND resource = 'users' AND id = ${userId}`, tx);
        if (!user?.email) throw invalidField('primaryEmail', 'is required to log in');
        email = user.email;
      }
      await insertCredentials(db, tx, tenantId, userId, email, hash);
      return;
    }
    try {
      if (change.email !== undefined) {
        await db.rows(sql`UPDATE credentials SET email = ${normalizeEmail(change.email)}
          WHERE tenant_id = ${tenantId} AND user_id = ${userId}`, tx);
      }
      if (hash !== undefined) {
        await db.rows(sql`UPDATE credentials SET password_hash = ${hash}
          WHERE tenant_id = ${tenantId} AND user_id = ${userId}`, tx);
      }
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });
}

/** Removes the credentials and every token of these users (called when users are deleted). */
export async function deleteCredentials(db: Database, tenantId: string, userIds: string[], orm?: Orm): Promise<void> {
  if (userIds.length === 0) return;
  const ids = sql.join(userIds.map((id) => sql`${id}`), sql`, `);
  await inTransaction(db, orm, async (tx) => {
    await db.rows(sql`DELETE FROM credentials WHERE tenant_id = ${tenantId} AND user_id IN (${ids})`, tx);
    await db.rows(sql`DELETE FROM tokens WHERE tenant_id = ${tenantId} AND user_id IN (${ids})`, tx);
  });
}

/** The user with the union of the permissions of the roles listing it, or null when it does not exist. */
export async function loadUserWithPermissions(db: Database, tenantId: string, userId: string): Promise<User | null> {
  const [row] = await db.rows<UserRow & { permissions: unknown }>(sql`
    SELECT u.tenant_id, u.id, u.data, u.created_at, u.last_updated_at, u.version,
      ${rolePermissionsOf(sql.raw('u.tenant_id'), sql.raw('u.id'))} AS permissions
    FROM entities u WHERE u.tenant_id = ${tenantId} AND u.resource = 'users' AND u.id = ${userId}`);
  return row ? toUser(row, mergePermissions(row.permissions)) : null;
}

/**
 * The user with permissions the caller already knows (the auth hook resolved them with the token): a plain
 * primary-key read, for hot paths such as GET /api/users/me.
 */
export async function loadUser(db: Database, tenantId: string, userId: string, permissions: Iterable<string>): Promise<User | null> {
  const [row] = await db.rows<UserRow>(sql`SELECT tenant_id, id, data, created_at, last_updated_at, version
    FROM entities WHERE tenant_id = ${tenantId} AND resource = 'users' AND id = ${userId}`);
  return row ? toUser(row, [...permissions]) : null;
}

export interface LoginCandidate {
  tenantId: string;
  userId: string;
  passwordHash: string;
}

/** Credentials with this e-mail, in every tenant or in one. */
export async function findLoginCandidates(db: Database, email: string, tenantId?: string | null): Promise<LoginCandidate[]> {
  const rows = await db.rows<{ tenant_id: string; user_id: string; password_hash: string }>(sql`
    SELECT tenant_id, user_id, password_hash FROM credentials
    WHERE email = ${normalizeEmail(email)} ${tenantId ? sql`AND tenant_id = ${tenantId}` : sql``}
    ORDER BY tenant_id`);
  return rows.map((r) => ({ tenantId: r.tenant_id, userId: r.user_id, passwordHash: r.password_hash }));
}
