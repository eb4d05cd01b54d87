import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNotNull, lte, sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.js';
import { tokens } from '../db/schema.js';
import { mergePermissions, rolePermissionsOf } from './role-permissions.js';
import { authRevisionSql, TokenCache } from './token-cache.js';

/**
 * Bearer tokens: 32 random bytes (base64url) handed to the client once; the database keeps only their SHA-256,
 * so a leaked database does not leak usable tokens.
 */
export type TokenKind = 'session' | 'service';

export function generateToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export interface IssueOptions {
  tenantId: string;
  userId: string;
  kind?: TokenKind;
  /** Lifetime; unset means no expiry (service tokens). */
  ttlMs?: number;
  name?: string;
}

/** Stores a new token and returns it in clear text (the only time it exists outside the client). */
export async function issueToken(db: Database, options: IssueOptions, orm?: Orm): Promise<string> {
  const token = generateToken();
  const now = Date.now();
  const expiresAt = options.ttlMs === undefined ? null : now + options.ttlMs;
  await (orm ?? db.orm).insert(tokens).values({
    tokenHash: hashToken(token), tenantId: options.tenantId, userId: options.userId, kind: options.kind ?? 'session',
    name: options.name ?? null, createdAt: now, expiresAt,
  });
  return token;
}

/** Ends a token (logout). Returns whether it existed. */
export async function revokeToken(db: Database, token: string, orm?: Orm): Promise<boolean> {
  const rows = await (orm ?? db.orm).delete(tokens).where(eq(tokens.tokenHash, hashToken(token))).returning({ kind: tokens.kind });
  return rows.length > 0;
}

export interface ResolvedToken {
  tenantId: string;
  userId: string;
  kind: TokenKind;
  permissions: string[];
}

const caches = new WeakMap<Database, TokenCache<ResolvedToken>>();

/**
 * The caller behind a token, with the union of the permissions of every role listing the user, in one query
 * (this runs on every authenticated request, hence plain SQL), kept per server instance while nothing that
 * decides it changed (token-cache.ts). Null for unknown or expired tokens.
 */
export async function resolveToken(db: Database, token: string, now: number = Date.now()): Promise<ResolvedToken | null> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new TokenCache()));
  const hash = hashToken(token);
  return cache.resolve(db, hash, now, async () => {
    const [row] = await db.readRows<{
      tenant_id: string; user_id: string; kind: TokenKind; permissions: unknown; expires_at: number | string | null; revision: string;
    }>(sql`
      SELECT t.tenant_id, t.user_id, t.kind, t.expires_at,
        ${rolePermissionsOf(sql.raw('t.tenant_id'), sql.raw('t.user_id'))} AS permissions,
        ${authRevisionSql(sql.raw('t.tenant_id'))} AS revision
      FROM tokens t
      WHERE t.token_hash = ${hash} AND (t.expires_at IS NULL OR t.expires_at > ${now})`);
    if (!row) return null;
    return {
      value: { tenantId: row.tenant_id, userId: row.user_id, kind: row.kind, permissions: mergePermissions(row.permissions) },
      tenantId: row.tenant_id,
      expiresAt: row.expires_at === null ? null : Number(row.expires_at),
      revision: row.revision,
    };
  });
}

/** Removes expired tokens; called now and then so the table does not grow without bound. */
export async function purgeExpiredTokens(db: Database, now: number = Date.now()): Promise<void> {
  await db.orm.delete(tokens).where(and(isNotNull(tokens.expiresAt), lte(tokens.expiresAt, now)));
}
