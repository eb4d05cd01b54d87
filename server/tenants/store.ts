import { eq } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { tenants } from '../db/schema.js';
import { conflict } from '../http/errors.js';

export interface Tenant {
  id: string;
  name: string;
  createdAt: number;
}

export async function createTenant(db: Database, tenant: { id: string; name: string }, orm?: Orm): Promise<Tenant> {
  const row = { ...tenant, createdAt: Date.now() };
  try {
    await (orm ?? db.orm).insert(tenants).values(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Tenant ${tenant.id} already exists`, [{ field: 'id', message: 'already exists' }]);
    throw error;
  }
  return row;
}

export async function tenantExists(db: Database, tenantId: string): Promise<boolean> {
  const rows = await db.orm.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).limit(1);
  return rows.length > 0;
}
