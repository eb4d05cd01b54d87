import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database, Orm } from '../db/client.js';
import { credentials, entities, tokens } from '../db/schema.js';
import { newId } from '../db/ids.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict, invalidField } from '../http/errors.js';
import { hashPassword } from '../auth/passwords.js';
import { mergePermissions, rolePermissionsOf } from '../auth/role-permissions.js';
import { toUser, type User, type UserData } from './user.js';

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

async function insertCredentials(orm: Orm, tenantId: string, userId: string, email: string, hash: string) {
  try {
    await orm.insert(credentials).values({ tenantId, userId, email: normalizeEmail(email), passwordHash: hash });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Whether the user's login e-mail was confirmed (credentials.email_verified_at), as a column of a user query. */
const emailValidatedOf = (tenantId: SQL, userId: SQL) => sql<boolean>`coalesce((SELECT c.email_verified_at IS NOT NULL FROM credentials c
  WHERE c.tenant_id = ${tenantId} AND c.user_id = ${userId}), false)`;

const userColumns = {
  tenantId: entities.tenantId, id: entities.id, data: entities.data,
  createdAt: entities.createdAt, lastUpdatedAt: entities.lastUpdatedAt, version: entities.version,
  emailValidated: emailValidatedOf(sql`${entities.tenantId}`, sql`${entities.id}`),
};
const isUser = (tenantId: string, userId: string) =>
  and(eq(entities.tenantId, tenantId), eq(entities.resource, 'users'), eq(entities.id, userId));
const credentialsOf = (tenantId: string, userId: string) =>
  and(eq(credentials.tenantId, tenantId), eq(credentials.userId, userId));

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
    const [row] = await tx.insert(entities)
      .values({ tenantId, resource: 'users', id, data, createdAt: now, lastUpdatedAt: now, version: 1 })
      .returning(userColumns);
    await insertCredentials(tx, tenantId, id, data.primaryEmail, hash);
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
    const existing = await tx.select({ userId: credentials.userId }).from(credentials).where(credentialsOf(tenantId, userId));
    if (existing.length === 0) {
      if (hash === undefined) return;
      let email = change.email;
      if (email === undefined) {
        const [user] = await tx.select({ data: entities.data }).from(entities).where(isUser(tenantId, userId));
        email = (user?.data as { primaryEmail?: string } | undefined)?.primaryEmail;
        if (!email) throw invalidField('primaryEmail', 'is required to log in');
      }
      await insertCredentials(tx, tenantId, userId, email, hash);
      return;
    }
    const update = {
      // A new address is unconfirmed until its owner follows the link of a mail sent to it.
      ...(change.email !== undefined ? { email: normalizeEmail(change.email), emailVerifiedAt: null } : {}),
      ...(hash !== undefined ? { passwordHash: hash } : {}),
    };
    if (Object.keys(update).length === 0) return;
    try {
      await tx.update(credentials).set(update).where(credentialsOf(tenantId, userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailTaken();
      throw error;
    }
  });
}

/** Removes the credentials and every token of these users (called when users are deleted). */
export async function deleteCredentials(db: Database, tenantId: string, userIds: string[], orm?: Orm): Promise<void> {
  if (userIds.length === 0) return;
  await inTransaction(db, orm, async (tx) => {
    await tx.delete(credentials).where(and(eq(credentials.tenantId, tenantId), inArray(credentials.userId, userIds)));
    await tx.delete(tokens).where(and(eq(tokens.tenantId, tenantId), inArray(tokens.userId, userIds)));
  });
}

/**
 * Replaces a hash made with older parameters by one with the current ones, after a successful login proved the
 * password. Only when the stored hash is still `oldHash`: a password changed meanwhile wins.
 */
export async function rehashPassword(db: Database, tenantId: string, userId: string, password: string, oldHash: string): Promise<void> {
  const hash = await hashPassword(password);
  await db.orm.update(credentials).set({ passwordHash: hash })
    .where(and(credentialsOf(tenantId, userId), eq(credentials.passwordHash, oldHash)));
}

/**
 * Ends every login session of a user except `keepTokenHash` (the caller's own, when users change their own
 * password): after a password change an old, possibly stolen, token must stop working at once. Service tokens
 * stay: they are listed, named and revoked on their own (/api/servicetokens).
 */
export async function endSessions(db: Database, tenantId: string, userId: string, keepTokenHash: string | null, orm?: Orm): Promise<void> {
  await (orm ?? db.orm).delete(tokens).where(and(
    eq(tokens.tenantId, tenantId), eq(tokens.userId, userId), eq(tokens.kind, 'session'),
    keepTokenHash ? ne(tokens.tokenHash, keepTokenHash) : undefined,
  ));
}

/** The user with the union of the permissions of the roles listing it, or null when it does not exist. */
export async function loadUserWithPermissions(db: Database, tenantId: string, userId: string): Promise<User | null> {
  const u = alias(entities, 'u');
  const [row] = await db.orm
    .select({
      tenantId: u.tenantId, id: u.id, data: u.data, createdAt: u.createdAt, lastUpdatedAt: u.lastUpdatedAt, version: u.version,
      permissions: rolePermissionsOf(sql`${u.tenantId}`, sql`${u.id}`),
      emailValidated: emailValidatedOf(sql`${u.tenantId}`, sql`${u.id}`),
    })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.resource, 'users'), eq(u.id, userId)));
  return row ? toUser(row, mergePermissions(row.permissions), row.emailValidated) : null;
}

/**
 * The user with permissions the caller already knows (the auth hook resolved them with the token): a plain
 * primary-key read, for hot paths such as GET /api/users/me.
 */
export async function loadUser(db: Database, tenantId: string, userId: string, permissions: Iterable<string>): Promise<User | null> {
  const [row] = await db.orm.select(userColumns).from(entities).where(isUser(tenantId, userId));
  return row ? toUser(row, [...permissions], row.emailValidated) : null;
}

export interface LoginCandidate {
  tenantId: string;
  userId: string;
  passwordHash: string;
}

/** Credentials with this e-mail, in every tenant or in one. */
export async function findLoginCandidates(db: Database, email: string, tenantId?: string | null): Promise<LoginCandidate[]> {
  return db.orm
    .select({ tenantId: credentials.tenantId, userId: credentials.userId, passwordHash: credentials.passwordHash })
    .from(credentials)
    .where(and(eq(credentials.email, normalizeEmail(email)), tenantId ? eq(credentials.tenantId, tenantId) : undefined))
    .orderBy(credentials.tenantId);
}
