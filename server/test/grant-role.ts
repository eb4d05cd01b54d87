import type { Database } from '../db/client.js';
import { newId } from '../db/ids.js';
import { entities } from '../db/schema.js';

/** Test set-up: a role holding `permissions` whose only member is the user. Returns the role id. */
export async function grantRole(db: Database, tenantId: string, userId: string, permissions: string[], name = 'Test role'): Promise<string> {
  const now = Date.now();
  const id = newId(now);
  const data = { name, userIds: [userId], permissions };
  await db.orm.insert(entities).values({ tenantId, resource: 'roles', id, data, createdAt: now, lastUpdatedAt: now, version: 1 });
  return id;
}
