import { sql } from 'drizzle-orm';
import type { Page } from '../../model/api/schemas/common.js';
import type { CreatedServiceToken, ServiceToken } from '../../model/api/schemas/servicetokens.js';
import type { Database, Orm } from '../db/client.js';
import { newId } from '../db/ids.js';
import { generateToken, hashToken } from '../auth/tokens.js';

/**
 * Service tokens are rows of the tokens table with kind 'service' (server/auth/tokens.ts): no expiry, a name, an
 * id to list and revoke them by, and when they were last used. A service token acts as the user who created it,
 * with that user's current permissions (its roles), exactly like a login token of that user would.
 */

interface Row {
  id: string;
  name: string | null;
  user_id: string;
  user_name: string | null;
  created_at: number | string;
  last_used_at: number | string | null;
}

const toServiceToken = (row: Row): ServiceToken => ({
  id: row.id,
  name: row.name ?? '',
  userId: row.user_id,
  userName: row.user_name,
  createdAt: Number(row.created_at),
  lastUsedAt: row.last_used_at === null ? null : Number(row.last_used_at),
});

/** A lookup of last use is written at most this often per token, so a busy integration does not write per call. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** Stores a new service token; returns it with the clear-text token (the only time it exists on the server). */
export async function createServiceToken(db: Database, tenantId: string, userId: string, name: string, orm?: Orm): Promise<CreatedServiceToken> {
  const token = generateToken();
  const now = Date.now();
  const id = newId(now);
  await db.rows(sql`INSERT INTO tokens (token_hash, tenant_id, user_id, kind, name, created_at, expires_at, id)
    VALUES (${hashToken(token)}, ${tenantId}, ${userId}, 'service', ${name}, ${now}, NULL, ${id})`, orm);
  const created = await listServiceTokens(db, tenantId, { id }, orm);
  return { ...created.elements[0], token };
}

/** The tenant's service tokens, newest first, in the list envelope. */
export async function listServiceTokens(db: Database, tenantId: string, options: { page?: number; size?: number; id?: string } = {}, orm?: Orm): Promise<Page<ServiceToken>> {
  const page = options.page ?? 1;
  const size = options.size ?? 100;
  const only = options.id === undefined ? sql`TRUE` : sql`t.id = ${options.id}`;
  const where = sql`t.tenant_id = ${tenantId} AND t.kind = 'service' AND ${only}`;
  const rows = await db.rows<Row>(sql`SELECT t.id, t.name, t.user_id, u.data->>'displayName' AS user_name, t.created_at, t.last_used_at
    FROM tokens t LEFT JOIN entities u ON u.tenant_id = t.tenant_id AND u.resource = 'users' AND u.id = t.user_id
    WHERE ${where} ORDER BY t.created_at DESC, t.id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`, orm);
  const [{ count }] = await db.rows<{ count: number | string }>(sql`SELECT count(*) AS count FROM tokens t WHERE ${where}`, orm);
  return { elements: rows.map(toServiceToken), totalElements: Number(count), page, size };
}

/** Revokes (deletes) a service token of the tenant; returns it, or null when there was none with that id. */
export async function revokeServiceToken(db: Database, tenantId: string, id: string, orm?: Orm): Promise<{ id: string; name: string } | null> {
  const rows = await db.rows<{ id: string; name: string | null }>(sql`DELETE FROM tokens
    WHERE tenant_id = ${tenantId} AND kind = 'service' AND id = ${id} RETURNING id, name`, orm);
  return rows[0] ? { id: rows[0].id, name: rows[0].name ?? '' } : null;
}

/** Notes that a service token was used (at most once per LAST_USED_RESOLUTION_MS). */
export async function touchServiceToken(db: Database, token: string, now: number = Date.now()): Promise<void> {
  await db.rows(sql`UPDATE tokens SET last_used_at = ${now}
    WHERE token_hash = ${hashToken(token)} AND kind = 'service'
      AND (last_used_at IS NULL OR last_used_at < ${now - LAST_USED_RESOLUTION_MS})`);
}
