import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.js';

/**
 * A reseller id belongs to a tenant when it is the tenant's own reseller or the reseller of one of the tenant's
 * applications (docs/api.md, Resellers). The application lookup uses the GIN index over entity data.
 */
export async function resellerBelongsToTenant(db: Database, tenantId: string, resellerId: string, orm?: Orm): Promise<boolean> {
  const rows = await db.rows(sql`SELECT 1 FROM tenants WHERE id = ${tenantId} AND reseller_id = ${resellerId}
    UNION ALL
    SELECT 1 FROM entities WHERE tenant_id = ${tenantId} AND resource = 'applications'
      AND data @> jsonb_build_object('resellerId', ${resellerId}::text)
    LIMIT 1`, orm);
  return rows.length > 0;
}

/** The tenant's own reseller, or null. */
export async function tenantReseller(db: Database, tenantId: string, orm?: Orm): Promise<string | null> {
  const [row] = await db.rows<{ reseller_id: string | null }>(sql`SELECT reseller_id FROM tenants WHERE id = ${tenantId}`, orm);
  return row?.reseller_id ?? null;
}
