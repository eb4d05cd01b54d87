import { describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';
import { userWith } from './users.js';

/** /api/users: credentials follow the user; the password never appears in any response; TENANT_ADMIN only. */
const server = useTestServer();

const call = (method: string, path: string, body?: unknown) => server.call(method, `/api${path}`, { token: server.admin, body });
const canLogin = async (email: string, password: string) =>
  (await server.call('POST', '/api/auth/login', { body: { email, password }, tenant: DEMO_TENANT })).status === 200;

describe('users', () => {
  it('creating takes a password; the user can log in; no response carries the password', async () => {
    const created = await call('POST', '/users', { displayName: 'Eva', primaryEmail: 'eva@example.com', password: 'eva-secret-1' });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ displayName: 'Eva', primaryEmail: 'eva@example.com', tenantId: DEMO_TENANT, permissions: [], profile: {}, configuration: [] });
    expect(await canLogin('eva@example.com', 'eva-secret-1')).toBe(true);
    const responses = [created, await call('GET', `/users/${created.body.id}`), await call('GET', '/users?size=1000'),
      await call('POST', '/users/search', { fieldSearches: [] }), await call('PATCH', `/users/${created.body.id}`, { password: 'eva-secret-2' })];
    for (const response of responses) expect(JSON.stringify(response.body)).not.toMatch(/eva-secret|password/i);
  });

  it('a new password or e-mail in PUT/PATCH updates the login; delete removes it', async () => {
    const user = (await call('POST', '/users', { displayName: 'Max', primaryEmail: 'max@example.com', password: 'max-secret-1' })).body;
    await call('PATCH', `/users/${user.id}`, { password: 'max-secret-2' });
    expect(await canLogin('max@example.com', 'max-secret-1')).toBe(false);
    expect(await canLogin('max@example.com', 'max-secret-2')).toBe(true);
    await call('PUT', `/users/${user.id}`, { displayName: 'Max M.', primaryEmail: 'max.m@example.com' });
    expect(await canLogin('max.m@example.com', 'max-secret-2')).toBe(true);
    expect(await canLogin('max@example.com', 'max-secret-2')).toBe(false);
    expect((await call('DELETE', `/users/${user.id}`)).status).toBe(204);
    expect(await canLogin('max.m@example.com', 'max-secret-2')).toBe(false);
  });

  it('refuses a short password, a taken e-mail (409) and a missing password, naming the field', async () => {
    const short = await call('POST', '/users', { displayName: 'A', primaryEmail: 'a@example.com', password: 'short' });
    expect([short.status, short.body.error.details[0].field]).toEqual([400, 'password']);
    const missing = await call('POST', '/users', { displayName: 'A', primaryEmail: 'a@example.com' });
    expect([missing.status, missing.body.error.details[0].field]).toEqual([400, 'password']);
    const taken = await call('POST', '/users', { displayName: 'A', primaryEmail: 'ADMIN@example.com', password: 'long-enough-1' });
    expect(taken.status).toBe(409);
    expect(taken.body.error.details[0].field).toBe('primaryEmail');
    expect((await call('GET', '/users/count')).body.count).toBe((await call('GET', '/users')).body.totalElements);
  });

  it('a new password ends every session of the user, except the changing caller\'s own', async () => {
    const created = await call('POST', '/users', { displayName: 'Sina', primaryEmail: 'sina@example.com', password: 'sina-secret-1' });
    const first = await server.login('sina@example.com', 'sina-secret-1', DEMO_TENANT);
    const second = await server.login('sina@example.com', 'sina-secret-1', DEMO_TENANT);
    const me = (t: string) => server.call('GET', '/api/users/me', { token: t });
    expect((await me(first)).status).toBe(200);

    expect((await call('PATCH', `/users/${created.body.id}`, { password: 'sina-secret-2' })).status).toBe(200);
    expect((await me(first)).status).toBe(401);
    expect((await me(second)).status).toBe(401);
    // A PUT with a password does the same; a change without password keeps the sessions.
    const third = await server.login('sina@example.com', 'sina-secret-2', DEMO_TENANT);
    expect((await call('PATCH', `/users/${created.body.id}`, { displayName: 'Sina B.' })).status).toBe(200);
    expect((await me(third)).status).toBe(200);
    expect((await call('PUT', `/users/${created.body.id}`, { displayName: 'Sina', primaryEmail: 'sina@example.com', password: 'sina-secret-3' })).status).toBe(200);
    expect((await me(third)).status).toBe(401);

    // An administrator changing its own password keeps the session it changed it with, and only that one.
    const boss = await userWith(server, ['TENANT_ADMIN']);
    const otherBossSession = await server.login(`${(await me(boss.token)).body.primaryEmail}`, 'test-password-1', DEMO_TENANT);
    const serviceToken = (await server.call('POST', '/api/servicetokens', { token: boss.token, body: { name: 'Import' } })).body.token;
    const own = await server.call('PATCH', `/api/users/${boss.userId}`, { token: boss.token, body: { password: 'boss-secret-2' } });
    expect(own.status).toBe(200);
    expect((await me(boss.token)).status).toBe(200);
    expect((await me(otherBossSession)).status).toBe(401);
    // Service tokens are no sessions: they stay until revoked (or their user is deleted).
    expect((await me(serviceToken)).status).toBe(200);
    expect((await call('DELETE', `/users/${boss.userId}`)).status).toBe(204);
    expect((await me(serviceToken)).status).toBe(401);
  });

  it('deleting a user ends its sessions', async () => {
    const gone = await userWith(server, []);
    expect((await call('DELETE', `/users/${gone.userId}`)).status).toBe(204);
    expect((await server.call('GET', '/api/users/me', { token: gone.token })).status).toBe(401);
  });

  it('lists permissions from the user\'s roles', async () => {
    const clerk = await userWith(server, ['ORDERS_READ', 'PRODUCTS_WRITE']);
    expect((await call('GET', `/users/${clerk.userId}`)).body.permissions).toEqual(['ORDERS_READ', 'PRODUCTS_WRITE']);
  });

  it('needs TENANT_ADMIN', async () => {
    const almost = await userWith(server, ['ROLES_WRITE', 'AUDIT_READ']);
    expect((await server.call('GET', '/api/users', { token: almost.token })).status).toBe(403);
    expect((await server.call('POST', '/api/users', { token: almost.token, body: { displayName: 'x', primaryEmail: 'x@x.example', password: 'xxxxxxxx1' } })).status).toBe(403);
    // users/me stays open to every signed-in user.
    expect((await server.call('GET', '/api/users/me', { token: almost.token })).status).toBe(200);
  });
});
