import { describe, expect, it } from 'vitest';
import { DEMO_TENANT, TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';
import { issueToken } from './tokens.js';

// Tokens live 1 ms here, so every token is expired by the time it comes back.
const server = useTestServer({ config: { tokenTtlMs: 1 } });

describe('token expiry', () => {
  it('refuses an expired login token with 401', async () => {
    const token = await server.login(TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD);
    const result = await server.call('GET', '/api/users/me', { token });
    expect(result.status).toBe(401);
    expect(result.body.error.message).toMatch(/expired/);
  });

  it('accepts a service token without expiry, and refuses one whose expiry has passed', async () => {
    const me = await server.call('POST', '/api/auth/login', { body: { email: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD } });
    const userId = me.body.user.id;
    const lasting = await issueToken(server.db, { tenantId: DEMO_TENANT, userId, kind: 'service', name: 'CI' });
    const lapsed = await issueToken(server.db, { tenantId: DEMO_TENANT, userId, kind: 'service', ttlMs: -1000 });
    const ok = await server.call('GET', '/api/users/me', { token: lasting });
    expect(ok.status).toBe(200);
    expect(ok.body.id).toBe(userId);
    expect((await server.call('GET', '/api/users/me', { token: lapsed })).status).toBe(401);
  });
});
