import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../http/errors.js';
import { grantRole } from '../test/grant-role.js';
import { DEMO_TENANT } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';
import { createTenant } from '../tenants/store.js';
import { createUser, deleteCredentials, loadUserWithPermissions, setCredentials } from './store.js';

const server = useTestServer();
beforeAll(async () => {
  await createTenant(server.db, { id: 'other', name: 'Other' });
});

const loginStatus = async (email: string, password: string, tenant = DEMO_TENANT) =>
  (await server.call('POST', '/api/auth/login', { body: { email, password }, tenant })).status;

async function failure(work: Promise<unknown>): Promise<ApiError> {
  const error = await work.then(() => null, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('users store', () => {
  it('creates a user that can log in, with profile and configuration', async () => {
    const user = await createUser(server.db, DEMO_TENANT, {
      displayName: 'Erika Muster', primaryEmail: 'Erika@Example.com', password: 'erika-password',
      profile: { avatarUrl: '/files/a.png' }, configuration: [{ key: 'workingHoursPerWeek', value: 32 }],
    });
    expect(user).toMatchObject({ tenantId: DEMO_TENANT, displayName: 'Erika Muster', primaryEmail: 'Erika@Example.com', version: 1 });
    expect(await loginStatus('erika@example.com', 'erika-password')).toBe(200);
    const loaded = await loadUserWithPermissions(server.db, DEMO_TENANT, user.id);
    expect(loaded?.profile).toEqual({ avatarUrl: '/files/a.png' });
    expect(loaded?.configuration).toEqual([{ key: 'workingHoursPerWeek', value: 32 }]);
  });

  it('refuses a second user with the same e-mail in one tenant (409), but allows it in another', async () => {
    await createUser(server.db, DEMO_TENANT, { displayName: 'A', primaryEmail: 'dup@example.com', password: 'dup-password' });
    const error = await failure(createUser(server.db, DEMO_TENANT, { displayName: 'B', primaryEmail: 'DUP@example.com', password: 'dup-password' }));
    expect(error.status).toBe(409);
    const users = await server.db.rows(sql`SELECT 1 FROM entities WHERE resource = 'users' AND data->>'displayName' = 'B'`);
    expect(users).toHaveLength(0); // the failed create left no half user behind
    await createUser(server.db, 'other', { displayName: 'B', primaryEmail: 'dup@example.com', password: 'dup-password' });
  });

  it('refuses a short password and a malformed e-mail, naming the field', async () => {
    const short = await failure(createUser(server.db, DEMO_TENANT, { displayName: 'S', primaryEmail: 's@example.com', password: 'short' }));
    expect(short.details[0].field).toBe('password');
    const email = await failure(createUser(server.db, DEMO_TENANT, { displayName: 'S', primaryEmail: 'not-an-email', password: 'long-enough' }));
    expect(email.details[0].field).toBe('primaryEmail');
  });

  it('changes password and login e-mail', async () => {
    const user = await createUser(server.db, DEMO_TENANT, { displayName: 'C', primaryEmail: 'change@example.com', password: 'old-password' });
    await setCredentials(server.db, DEMO_TENANT, user.id, { password: 'new-password' });
    expect(await loginStatus('change@example.com', 'old-password')).toBe(401);
    expect(await loginStatus('change@example.com', 'new-password')).toBe(200);
    await setCredentials(server.db, DEMO_TENANT, user.id, { email: 'changed@example.com' });
    expect(await loginStatus('changed@example.com', 'new-password')).toBe(200);
    expect(await loginStatus('change@example.com', 'new-password')).toBe(401);
  });

  it('creates credentials for a user that had none, from its primaryEmail', async () => {
    const id = 'no-credentials-user';
    const now = Date.now();
    await server.db.rows(sql`INSERT INTO entities (tenant_id, resource, id, data, created_at, last_updated_at)
      VALUES (${DEMO_TENANT}, 'users', ${id}, ${JSON.stringify({ displayName: 'N', primaryEmail: 'none@example.com' })}::jsonb, ${now}, ${now})`);
    await setCredentials(server.db, DEMO_TENANT, id, { password: 'first-password' });
    expect(await loginStatus('none@example.com', 'first-password')).toBe(200);
  });

  it('deleting credentials ends the login and every token of the user', async () => {
    const user = await createUser(server.db, DEMO_TENANT, { displayName: 'D', primaryEmail: 'gone@example.com', password: 'gone-password' });
    const token = await server.login('gone@example.com', 'gone-password');
    await deleteCredentials(server.db, DEMO_TENANT, [user.id]);
    expect((await server.call('GET', '/api/users/me', { token })).status).toBe(401);
    expect(await loginStatus('gone@example.com', 'gone-password')).toBe(401);
  });

  it('permissions are the union of the roles listing the user, in its own tenant only', async () => {
    const user = await createUser(server.db, DEMO_TENANT, { displayName: 'P', primaryEmail: 'perm@example.com', password: 'perm-password' });
    await grantRole(server.db, DEMO_TENANT, user.id, ['PRODUCTS_READ', 'ORDERS_READ']);
    await grantRole(server.db, DEMO_TENANT, user.id, ['ORDERS_READ', 'CMS_READ']);
    await grantRole(server.db, DEMO_TENANT, 'someone-else', ['AUDIT_READ']);
    await grantRole(server.db, 'other', user.id, ['TENANT_ADMIN']);
    const loaded = await loadUserWithPermissions(server.db, DEMO_TENANT, user.id);
    expect(loaded?.permissions).toEqual(['CMS_READ', 'ORDERS_READ', 'PRODUCTS_READ']);
    const token = await server.login('perm@example.com', 'perm-password');
    expect((await server.call('GET', '/api/users/me', { token })).body.permissions).toEqual(['CMS_READ', 'ORDERS_READ', 'PRODUCTS_READ']);
  });

  it('a user without roles has no permissions', async () => {
    const user = await createUser(server.db, DEMO_TENANT, { displayName: 'Z', primaryEmail: 'zero@example.com', password: 'zero-password' });
    expect((await loadUserWithPermissions(server.db, DEMO_TENANT, user.id))?.permissions).toEqual([]);
    expect(await loadUserWithPermissions(server.db, 'other', user.id)).toBeNull();
  });
});
