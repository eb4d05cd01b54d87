import { scryptSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../users/store.js';
import { DEMO_TENANT, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';

const server = useTestServer();

describe('POST /api/auth/login', () => {
  it('returns a token and the user with its permissions for the right password', async () => {
    const result = await server.call('POST', '/api/auth/login', { body: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD } });
    expect(result.status).toBe(200);
    expect(result.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.body.user).toMatchObject({ tenantId: DEMO_TENANT, primaryEmail: TEST_ADMIN_EMAIL, displayName: 'Administrator', version: 1 });
    expect(result.body.user.permissions).toContain('TENANT_ADMIN');
    expect(result.body.user.permissions).toContain('AUDIT_READ');
    expect(typeof result.body.user.createdAt).toBe('number');
  });

  it('compares the e-mail without regard to case', async () => {
    const result = await server.call('POST', '/api/auth/login', { body: { email: TEST_ADMIN_EMAIL.toUpperCase(), password: TEST_ADMIN_PASSWORD } });
    expect(result.status).toBe(200);
  });

  it('answers a wrong password and an unknown e-mail with the same 401, revealing no account', async () => {
    const wrong = await server.call('POST', '/api/auth/login', { body: { email: TEST_ADMIN_EMAIL, password: 'not-the-password' } });
    const unknown = await server.call('POST', '/api/auth/login', { body: { email: 'nobody@example.com', password: 'not-the-password' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body.error.code).toBe('UNAUTHORIZED');
    expect(wrong.body.token).toBeUndefined();
  });

  it('rehashes a password stored with older parameters on the next successful login', async () => {
    const user = await createUser(server.db, DEMO_TENANT, { displayName: 'Alt', primaryEmail: 'old-hash@example.com', password: 'old-hash-secret-1' });
    const salt = Buffer.from('0123456789abcdef');
    const legacy = ['scrypt', 2 ** 14, 8, 1, salt.toString('base64url'),
      scryptSync('old-hash-secret-1', salt, 64, { N: 2 ** 14, r: 8, p: 1 }).toString('base64url')].join('$');
    await server.db.rows(sql`UPDATE credentials SET password_hash = ${legacy} WHERE user_id = ${user.id}`);
    const stored = async () => (await server.db.rows<{ password_hash: string }>(sql`SELECT password_hash FROM credentials WHERE user_id = ${user.id}`))[0].password_hash;

    const login = (password: string) => server.call('POST', '/api/auth/login', { body: { email: 'old-hash@example.com', password } });
    expect((await login('wrong-password')).status).toBe(401);
    expect(await stored()).toBe(legacy);
    expect((await login('old-hash-secret-1')).status).toBe(200);
    const renewed = await stored();
    expect(renewed).not.toBe(legacy);
    expect(renewed).not.toMatch(/^scrypt\$16384\$/);
    expect((await login('old-hash-secret-1')).status).toBe(200);
    expect(await stored()).toBe(renewed);
  });

  it('names the missing field of an incomplete login', async () => {
    const result = await server.call('POST', '/api/auth/login', { body: { email: TEST_ADMIN_EMAIL } });
    expect(result.status).toBe(400);
    expect(result.body.error.details).toContainEqual(expect.objectContaining({ field: 'password' }));
  });

  it('records the login in the audit log', async () => {
    const token = await server.login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const me = await server.call('GET', '/api/users/me', { token });
    const rows = await server.db.rows<{ data: { action: string; userId: string } }>(
      (await import('drizzle-orm')).sql`SELECT data FROM entities WHERE resource = 'auditlog' AND data->>'action' = 'login'`,
    );
    expect(rows.some((r) => r.data.userId === me.body.id)).toBe(true);
  });
});

describe('GET /api/users/me and POST /api/auth/logout', () => {
  it('returns the caller, and the token stops working after logout', async () => {
    const token = await server.login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const me = await server.call('GET', '/api/users/me', { token });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ tenantId: DEMO_TENANT, primaryEmail: TEST_ADMIN_EMAIL });

    const logout = await server.call('POST', '/api/auth/logout', { token });
    expect(logout.status).toBe(204);
    const after = await server.call('GET', '/api/users/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHORIZED');
  });

  it('logs out only the token sent; another session of the same user keeps working', async () => {
    const first = await server.login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const second = await server.login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    expect(first).not.toBe(second);
    await server.call('POST', '/api/auth/logout', { token: first });
    expect((await server.call('GET', '/api/users/me', { token: second })).status).toBe(200);
  });

  it('accepts a logout sent with a JSON content type and an empty body', async () => {
    const token = await server.login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const result = await server.call('POST', '/api/auth/logout', { token, headers: { 'Content-Type': 'application/json' } });
    expect(result.status).toBe(204);
  });

  it('refuses a missing token with 401', async () => {
    const result = await server.call('GET', '/api/users/me');
    expect(result.status).toBe(401);
    expect(result.body.error.code).toBe('UNAUTHORIZED');
  });

  it('refuses an unknown token with 401', async () => {
    const result = await server.call('GET', '/api/users/me', { token: 'x'.repeat(43) });
    expect(result.status).toBe(401);
  });
});

describe('one e-mail in several tenants', () => {
  beforeAll(async () => {
    await server.createTenantWithUser({ tenantId: 'north', email: 'shared@example.com', password: 'same-password-1', permissions: [] });
    await server.createTenantWithUser({ tenantId: 'south', email: 'shared@example.com', password: 'same-password-1', permissions: [] });
    await server.createTenantWithUser({ tenantId: 'west', email: 'twice@example.com', password: 'west-password-1', permissions: [] });
    await server.createTenantWithUser({ tenantId: 'east', email: 'twice@example.com', password: 'east-password-1', permissions: [] });
  });

  it('asks for X-Tenant-Id (400 naming the header) when the password fits more than one', async () => {
    const result = await server.call('POST', '/api/auth/login', { body: { email: 'shared@example.com', password: 'same-password-1' } });
    expect(result.status).toBe(400);
    expect(result.body.error.details).toContainEqual(expect.objectContaining({ field: 'X-Tenant-Id' }));
    expect(result.body.error.message).toContain('X-Tenant-Id');
  });

  it('logs into the tenant named by X-Tenant-Id', async () => {
    const result = await server.call('POST', '/api/auth/login', { body: { email: 'shared@example.com', password: 'same-password-1' }, tenant: 'south' });
    expect(result.status).toBe(200);
    expect(result.body.user.tenantId).toBe('south');
  });

  it('needs no header when the password fits only one of them', async () => {
    const result = await server.call('POST', '/api/auth/login', { body: { email: 'twice@example.com', password: 'east-password-1' } });
    expect(result.status).toBe(200);
    expect(result.body.user.tenantId).toBe('east');
  });

  it('answers 401 for the password of another tenant than the one named', async () => {
    const result = await server.call('POST', '/api/auth/login', { body: { email: 'twice@example.com', password: 'east-password-1' }, tenant: 'west' });
    expect(result.status).toBe(401);
  });

  it('answers 404 for a tenant that does not exist', async () => {
    const result = await server.call('POST', '/api/auth/login', { body: { email: 'twice@example.com', password: 'east-password-1' }, tenant: 'atlantis' });
    expect(result.status).toBe(404);
    expect(result.body.error.code).toBe('NOT_FOUND');
  });
});
