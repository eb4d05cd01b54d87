import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { newId } from '../db/ids.js';

/** Test set-up: a role holding `permissions` whose only member is the user. Returns the role id. */
export async function grantRole(db: Database, tenantId: string, userId: string, permissions: string[], name = 'Test role'): Promise<string> {
  const now = Date.now();
  const id = newId(now);
  const data = { name, userIds: [userId], permissions };
  await db.rows(sql`INSERT INTO entities (tenant_id, resource, id, data, created_at, last_updated_at, version)
    VALUES (${tenantId}, 'roles', ${id}, ${JSON.stringify(data)}::jsonb, ${now}, ${now}, 1)`);
  return id;
}
