import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { freshRead } from '../db/fresh-reads.js';

/**
 * The callers of signed-in requests, kept per server instance so a request with a known token costs no token
 * query. An entry is used only while the tenant's auth revision is the one it was resolved at: the revisions of
 * the tenant's roles and tokens (0018_auth_revisions.sql), read after the request arrived (one primary-key lookup
 * shared by concurrent requests, none at all on the embedded database while nothing was written;
 * server/db/fresh-reads.ts). Any logout, password change, deleted user, revoked service token or role change,
 * through any instance, changes the revision in the same transaction, so the next request everywhere resolves the
 * token again. Expiry is checked against the clock on every use. Unknown tokens are never kept. Nothing here is
 * needed by another instance (docs/architecture.md).
 */
const MAX_ENTRIES = 10_000;

interface Entry<T> {
  value: T;
  tenantId: string;
  expiresAt: number | null;
  revision: string;
}

/** SQL expression: the auth revision of a tenant as one text (compared, never parsed). */
export function authRevisionSql(tenantId: SQL): SQL {
  return sql`(SELECT coalesce(string_agg(r.resource || '=' || r.revision, ',' ORDER BY r.resource), '')
    FROM resource_revisions r WHERE r.tenant_id = ${tenantId} AND r.resource IN ('roles', '~tokens'))`;
}

function readAuthRevision(db: Database, tenantId: string): Promise<string> {
  return freshRead(db, JSON.stringify(['auth-revision', tenantId]), async () => {
    const [row] = await db.readRows<{ revision: string }>(sql`SELECT ${authRevisionSql(sql`${tenantId}`)} AS revision`);
    return row.revision;
  });
}

/** What a token lookup found, with what the cache needs to judge it later. */
export interface Resolved<T> {
  value: T;
  tenantId: string;
  expiresAt: number | null;
  /** The tenant's auth revision, read in the same statement as the token (authRevisionSql). */
  revision: string;
}

export class TokenCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /**
   * The value for a token hash: the kept one when it is current, else `lookup`'s (kept when found). Null for
   * unknown and expired tokens.
   */
  async resolve(db: Database, hash: string, now: number, lookup: () => Promise<Resolved<T> | null>): Promise<T | null> {
    const entry = this.entries.get(hash);
    if (entry) {
      if (entry.expiresAt !== null && entry.expiresAt <= now) {
        this.entries.delete(hash);
        return null;
      }
      if ((await readAuthRevision(db, entry.tenantId)) === entry.revision && this.entries.get(hash) === entry) {
        this.entries.delete(hash);
        this.entries.set(hash, entry); // most recently used last
        return entry.value;
      }
      this.entries.delete(hash);
    }
    const found = await lookup();
    if (!found) return null;
    this.entries.set(hash, { ...found });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return found.value;
  }

  get size(): number {
    return this.entries.size;
  }
}
