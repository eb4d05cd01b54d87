import { grantRole } from '../../test/grant-role.js';
import { DEMO_TENANT, type ServerApi } from '../../test/harness.js';
import { createUser } from '../../users/store.js';

/** A user of the demo tenant holding exactly `permissions` (through one role), logged in. */
export async function userWith(server: ServerApi, permissions: string[], name = `u${Math.random().toString(36).slice(2, 10)}`): Promise<{ token: string; userId: string }> {
  const email = `${name}@example.com`;
  const password = 'test-password-1';
  const user = await createUser(server.db, DEMO_TENANT, { displayName: name, primaryEmail: email, password });
  if (permissions.length > 0) await grantRole(server.db, DEMO_TENANT, user.id, permissions);
  return { token: await server.login(email, password, DEMO_TENANT), userId: user.id };
}
