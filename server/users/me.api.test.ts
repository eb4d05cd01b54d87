import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';

// PATCH /api/users/me: an employee without any permission keeps their own profile and working hours.
const server = useTestServer();
let token: string;
let userId: string;

beforeAll(async () => {
  ({ token, userId } = await server.createTenantWithUser({ tenantId: 'staff', email: 'staff@example.com', password: 'staff-password-1', permissions: [] }));
});

describe('PATCH /api/users/me', () => {
  it('changes the caller\'s own configuration and profile, and the change is read back', async () => {
    const before = (await server.call('GET', '/api/users/me', { token })).body;
    const patched = await server.call('PATCH', '/api/users/me', {
      token,
      body: { configuration: [{ key: 'workingHoursPerWeek', value: 30 }], profile: { avatarUrl: '/a.png' } },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.configuration).toEqual([{ key: 'workingHoursPerWeek', value: 30 }]);
    expect(patched.body.version).toBe(before.version + 1);
    const after = (await server.call('GET', '/api/users/me', { token })).body;
    expect(after).toMatchObject({ id: userId, primaryEmail: before.primaryEmail, displayName: before.displayName, profile: { avatarUrl: '/a.png' } });
  });

  it('refuses fields that only administrators change, naming them, and an outdated If-Match', async () => {
    const email = await server.call('PATCH', '/api/users/me', { token, body: { primaryEmail: 'other@example.com' } });
    expect(email.status).toBe(400);
    expect(JSON.stringify(email.body.error)).toContain('primaryEmail');
    const stale = await server.call('PATCH', '/api/users/me', { token, headers: { 'If-Match': '1' }, body: { displayName: 'Neu' } });
    expect(stale.status).toBe(409);
    expect((await server.call('GET', '/api/users/me', { token })).body.displayName).not.toBe('Neu');
  });

  it('needs a token', async () => {
    expect((await server.call('PATCH', '/api/users/me', { body: { displayName: 'x' } })).status).toBe(401);
  });
});
