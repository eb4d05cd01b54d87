import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../http/app.js';
import { startTestServer, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD, type TestServer } from '../test/harness.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: { loginRateLimit: { max: 3, windowMs: 60_000 } } });
});
afterAll(() => server?.close());

const attempt = (email: string, password: string) => server.call('POST', '/api/auth/login', { body: { email, password } });

describe('login rate limit', () => {
  it('answers 429 with Retry-After after max failures, even for the right password, for that e-mail only', async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(TEST_ADMIN_EMAIL, `wrong-${i}`)).status).toBe(401);

    const limited = await attempt(TEST_ADMIN_EMAIL, 'wrong-again');
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe('TOO_MANY_REQUESTS');
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);

    // Guessing the right password now must not help an attacker.
    expect((await attempt(TEST_ADMIN_EMAIL.toUpperCase(), TEST_ADMIN_PASSWORD)).status).toBe(429);
    // Another e-mail from the same address is not affected.
    expect((await attempt('someone-else@example.com', 'wrong')).status).toBe(401);
  });

  it('is shared by every server instance on the same database', async () => {
    const second = await buildApp({ config: server.config, db: server.db });
    try {
      const result = await second.inject({
        method: 'POST', url: '/api/auth/login', remoteAddress: '127.0.0.1',
        payload: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD },
      });
      expect(result.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('resets after a successful login', async () => {
    const email = 'reset@example.com';
    await server.createTenantWithUser({ tenantId: 'resets', email, password: 'reset-password-1', permissions: [] });
    for (let i = 0; i < 2; i++) expect((await attempt(email, 'wrong')).status).toBe(401);
    expect((await attempt(email, 'reset-password-1')).status).toBe(200);
    for (let i = 0; i < 2; i++) expect((await attempt(email, 'wrong')).status).toBe(401);
    expect((await attempt(email, 'reset-password-1')).status).toBe(200);
  });
});
