import { describe, expect, it } from 'vitest';
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type CallOptions } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';

// The builder's browser session lives in an HttpOnly cookie that no script can read (docs/security.md). It
// counts only on calls that carry X-Requested-With, which another site cannot add without a CORS permission
// the server never gives: so a forged cross-site request is anonymous. Bearer tokens work as before.
const server = useTestServer();

const CSRF = { 'X-Requested-With': 'baukasten' };

async function cookieLogin(): Promise<{ cookie: string; setCookie: string; token: string }> {
  const result = await server.call('POST', '/api/auth/login', { body: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, headers: CSRF });
  expect(result.status).toBe(200);
  const setCookie = result.headers.get('set-cookie') ?? '';
  return { cookie: setCookie.split(';')[0], setCookie, token: result.body.token };
}

const withCookie = (cookie: string, options: CallOptions = {}, csrf = true): CallOptions =>
  ({ ...options, headers: { Cookie: cookie, ...(csrf ? CSRF : {}), ...options.headers } });

describe('the session cookie', () => {
  it('is set by the login as HttpOnly, SameSite=Strict, limited to /api and to the token lifetime; the answer keeps {token, user}', async () => {
    const { setCookie, cookie, token } = await cookieLogin();
    expect(cookie).toMatch(/^baukasten_session=[A-Za-z0-9_-]{43}$/);
    expect(cookie.split('=')[1]).toBe(token);
    expect(setCookie).toMatch(/; HttpOnly/i);
    expect(setCookie).toMatch(/; SameSite=Strict/i);
    expect(setCookie).toMatch(/; Path=\/api(;|$)/i);
    expect(setCookie).toMatch(/; Max-Age=43200/i);
    expect(setCookie).not.toMatch(/; Secure/i); // plain http here; https (or X-Forwarded-Proto behind a trusted proxy) adds it
  });

  it('authenticates reads and writes that carry X-Requested-With', async () => {
    const { cookie } = await cookieLogin();
    const me = await server.call('GET', '/api/users/me', withCookie(cookie));
    expect(me.status).toBe(200);
    expect(me.body.primaryEmail).toBe(TEST_ADMIN_EMAIL);
    const created = await server.call('POST', '/api/corporations', withCookie(cookie, { body: { name: 'Per Cookie GmbH' } }));
    expect(created.status).toBe(201);
  });

  it('does not count without X-Requested-With: a forged cross-site request is anonymous (401, nothing written)', async () => {
    const { cookie } = await cookieLogin();
    const me = await server.call('GET', '/api/users/me', withCookie(cookie, {}, false));
    expect(me.status).toBe(401);
    const before = (await server.call('GET', '/api/corporations/count', { token: await server.adminToken() })).body.count;
    const forged = await server.call('POST', '/api/corporations', withCookie(cookie, { body: { name: 'Gefälscht' } }, false));
    expect(forged.status).toBe(401);
    expect(forged.body.error.code).toBe('UNAUTHORIZED');
    expect((await server.call('GET', '/api/corporations/count', { token: await server.adminToken() })).body.count).toBe(before);
  });

  it('leaves public reads anonymous without the header, so a published application reads as a visitor', async () => {
    const { cookie } = await cookieLogin();
    const products = await server.call('GET', '/api/products?size=1', withCookie(cookie, { tenant: 'demo' }, false));
    expect(products.status).toBe(200);
  });

  it('gives way to a Bearer token, which works exactly as before', async () => {
    const { cookie } = await cookieLogin();
    const other = await server.createTenantWithUser({ tenantId: 'cookie-other', email: 'other@cookie.test', password: 'other-Password-1', permissions: [] });
    const me = await server.call('GET', '/api/users/me', withCookie(cookie, { token: other.token }));
    expect(me.body.primaryEmail).toBe('other@cookie.test');
    const bearerOnly = await server.call('GET', '/api/users/me', { token: other.token });
    expect(bearerOnly.status).toBe(200);
  });

  it('is ended by logout: the token is revoked and the cookie cleared', async () => {
    const { cookie } = await cookieLogin();
    const logout = await server.call('POST', '/api/auth/logout', withCookie(cookie));
    expect(logout.status).toBe(204);
    expect(logout.headers.get('set-cookie')).toMatch(/^baukasten_session=;.*(Max-Age=0|Expires=Thu, 01 Jan 1970)/i);
    expect((await server.call('GET', '/api/users/me', withCookie(cookie))).status).toBe(401);
  });

  it('a logout with an expired or unknown cookie still clears it', async () => {
    const logout = await server.call('POST', '/api/auth/logout', withCookie('baukasten_session=no-such-token'));
    expect(logout.status).toBe(401);
    expect(logout.headers.get('set-cookie')).toMatch(/^baukasten_session=;/);
  });

  it('survives its own password change, which ends the user’s other sessions', async () => {
    const other = await server.createTenantWithUser({ tenantId: 'cookie-pw', email: 'pw@cookie.test', password: 'first-Password-1', permissions: ['TENANT_ADMIN'] });
    const login = await server.call('POST', '/api/auth/login', { body: { email: 'pw@cookie.test', password: 'first-Password-1' }, headers: CSRF });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0];
    const changed = await server.call('PATCH', `/api/users/${other.userId}`, withCookie(cookie, { body: { password: 'second-Password-2' } }));
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect((await server.call('GET', '/api/users/me', withCookie(cookie))).status).toBe(200);
    expect((await server.call('GET', '/api/users/me', { token: other.token })).status).toBe(401);
  });

  it('is marked Secure when the request came over https through a trusted proxy', async () => {
    const proxied = await startTestServer({ config: { trustProxy: true } });
    try {
      const result = await proxied.call('POST', '/api/auth/login', {
        body: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, headers: { 'X-Forwarded-Proto': 'https' },
      });
      expect(result.headers.get('set-cookie')).toMatch(/; Secure/i);
    } finally {
      await proxied.close();
    }
  });
});
