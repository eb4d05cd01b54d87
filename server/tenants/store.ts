import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.js';
import { isUniqueViolation } from '../db/errors.js';
import { conflict } from '../http/errors.js';

export interface Tenant {
  id: string;
  name: string;
  createdAt: number;
}

export async function createTenant(db: Database, tenant: { id: string; name: string }, orm?: Orm): Promise<Tenant> {
  const createdAt = Date.now();
  try {
    await db.rows(sql`INSERT INTO tenants (id, name, created_at) VALUES (${tenant.id}, ${tenant.name}, ${createdAt})`, orm);
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`Tenant ${tenant.id} already exists`, [{ field: 'id', message: 'already exists' }]);
    throw error;
  }
  return { ...tenant, createdAt };
}

export async function tenantExists(db: Database, tenantId: string): Promise<boolean> {
  const rows = await db.rows(sql`SELECT 1 FROM tenants WHERE id = ${tenantId}`);
  return rows.length > 0;
}
