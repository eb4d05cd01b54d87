import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';
import { expectBadRequest } from '../../test/expect-bad-request.js';
import { userWith } from './users.js';

/**
 * Unknown fields are refused (400 naming them), the server's own fields (id, createdAt, lastUpdatedAt, version,
 * tenantId, a user's permissions) are never taken from a body, and free-form parts have size limits.
 */
const server = useTestServer();

const FOUR_MIB = 'x'.repeat(4 * 1024 * 1024);

describe('unknown fields', () => {
  it('a product with permissions is a 400 naming the field; nothing is stored', async () => {
    const before = (await server.call('GET', '/api/products/count', { tenant: DEMO_TENANT })).body.count;
    expectBadRequest(await server.call('POST', '/api/products', { token: server.admin, body: { title: 'x', permissions: ['TENANT_ADMIN'] } }), 'permissions');
    expectBadRequest(await server.call('POST', '/api/products', { token: server.admin, body: { title: 'x', prices: [{ priceZoneId: 'z', value: 1, extra: 1 }] } }), 'prices.0.extra');
    expect((await server.call('GET', '/api/products/count', { tenant: DEMO_TENANT })).body.count).toBe(before);
  });

  it('tenantId and the other server fields in a body are dropped, never stored', async () => {
    const created = await server.call('POST', '/api/products', { token: server.admin, body: { title: 'x', tenantId: 't2', id: 'mine', version: 7, createdAt: 1 } });
    expect(created.status).toBe(201);
    expect(created.body).not.toHaveProperty('tenantId');
    expect(created.body.id).not.toBe('mine');
    expect(created.body.version).toBe(1);
    const row = await server.db.rows<{ data: Record<string, unknown> }>(sql`SELECT data FROM entities WHERE id = ${created.body.id}`);
    expect(Object.keys(row[0].data)).toEqual(['title']);
  });

  it('any account: a 4 MiB unknown field in its cart or its task is a 400 naming it', async () => {
    const plain = await userWith(server, []);
    const cart = (await server.call('GET', '/api/shoppingcarts/mine', { token: plain.token })).body;
    expectBadRequest(await server.call('PUT', `/api/shoppingcarts/${cart.id}`, { token: plain.token, body: { orderPositions: [], junk: FOUR_MIB } }), 'junk');
    expectBadRequest(await server.call('PATCH', `/api/shoppingcarts/${cart.id}`, { token: plain.token, body: { junk: FOUR_MIB } }), 'junk');
    const task = { title: 't', userIds: [plain.userId], start: 0, durationInHours: 1 };
    expectBadRequest(await server.call('POST', '/api/tasks', { token: plain.token, body: { ...task, junk: FOUR_MIB } }), 'junk');
    // The recurrence stays open for planning tools' settings, but not for megabytes.
    const recurrence = { frequency: 'weekly', note: 'x'.repeat(10_000) };
    expectBadRequest(await server.call('POST', '/api/tasks', { token: plain.token, body: { ...task, scheduling: { duration: 1, recurrence } } }), 'scheduling');
    expect((await server.call('POST', '/api/tasks', { token: plain.token, body: task })).status).toBe(201);
  });

  it('a user sent back as read (with tenantId and permissions) is accepted; profile and configuration have limits', async () => {
    const user = (await server.call('POST', '/api/users', { token: server.admin, body: { displayName: 'Ina', primaryEmail: 'ina@example.com', password: 'ina-secret-1' } })).body;
    const again = await server.call('PUT', `/api/users/${user.id}`, { token: server.admin, body: { ...user, displayName: 'Ina B.' } });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.displayName).toBe('Ina B.');
    expectBadRequest(await server.call('PATCH', `/api/users/${user.id}`, { token: server.admin, body: { profile: { bio: 'x'.repeat(20_000) } } }), 'profile');
    expectBadRequest(await server.call('PATCH', `/api/users/${user.id}`, { token: server.admin, body: { roles: ['admin'] } }), 'roles');
    const ina = await server.login('ina@example.com', 'ina-secret-1', DEMO_TENANT);
    const configuration = [{ key: 'big', value: FOUR_MIB.slice(0, 100_000) }];
    expectBadRequest(await server.call('PATCH', '/api/users/me', { token: ina, body: { configuration } }), 'configuration');
    expect((await server.call('PATCH', '/api/users/me', { token: ina, body: { configuration: [{ key: 'workingHoursPerWeek', value: 30 }] } })).status).toBe(200);
  });
});
