import { beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';
import { createContactsType, expectEnvelope, FIXTURES, someId } from './fixtures.js';
import { userWith } from './users.js';

/**
 * Token and permission rules (docs/api.md) and tenant isolation, for every resource configuration: a user of tenant B
 * can neither read, list, count, search, change nor delete anything of tenant A.
 */
const server = useTestServer();
let otherTenant: string;
let counter = 0;

beforeAll(async () => {
  await createContactsType(server, server.admin);
  otherTenant = (await server.createTenantWithUser({ tenantId: 'other', email: 'boss@other.example', password: 'other-password-1', permissions: ['TENANT_ADMIN'] })).token;
  await createContactsType(server, otherTenant, 'other');
  // The read-only outbox has no create call: the admin's password reset mail (no SMTP in tests) puts one entry there.
  const me = await server.call('GET', '/api/users/me', { token: server.admin });
  const reset = await server.call('POST', '/api/auth/password-reset', {
    tenant: DEMO_TENANT, body: { email: me.body.primaryEmail, redirectUrl: 'http://localhost/reset' },
  });
  expect(reset.status, JSON.stringify(reset.body)).toBe(202);
  await vi.waitFor(async () => {
    const outbox = await server.call('GET', '/api/mailoutbox/count', { token: server.admin });
    if (outbox.body.count < 1) throw new Error('the reset mail has not reached the outbox yet');
  }, { timeout: 10_000 });
});

const api = (path: string) => `/api${path}`;

async function createIn(path: string, body: Record<string, unknown>) {
  const result = await server.call('POST', api(path), { token: server.admin, body });
  expect(result.status, JSON.stringify(result.body)).toBe(201);
  return result.body as { id: string };
}

describe('tenant isolation', () => {
  for (const fixture of FIXTURES) {
    it(`${fixture.path}: tenant B cannot read, list, count, search, change or delete tenant A's entity`, async () => {
      const id = fixture.readOnly ? await someId(server, server.admin, fixture.path) : (await createIn(fixture.path, fixture.create(++counter))).id;
      const as = (method: string, path: string, body?: unknown) => server.call(method, api(path), { token: otherTenant, body });
      expect((await as('GET', `${fixture.path}/${id}`)).status).toBe(404);
      expect((await as('HEAD', `${fixture.path}/${id}`)).status).toBe(404);
      const list = await as('GET', `${fixture.path}?size=1000`);
      expect(list.status).toBe(200);
      expect(list.body.elements.map((e: { id: string }) => e.id)).not.toContain(id);
      expect((await as('GET', `${fixture.path}/count`)).body.count).toBe(list.body.totalElements);
      const search = await as('POST', `${fixture.path}/search`, { fieldSearches: [{ type: 'id', fieldname: 'id', matcher: 'equals', value: id }] });
      expect(search.body.totalElements).toBe(0);
      if (!fixture.readOnly) {
        expect((await as('PUT', `${fixture.path}/${id}`, fixture.put(counter))).status).toBe(404);
        expect((await as('PATCH', `${fixture.path}/${id}`, fixture.patch.body)).status).toBe(404);
        expect((await as('DELETE', `${fixture.path}/${id}`)).status).toBe(404);
        expect((await as('DELETE', `${fixture.path}?ids=${id}`)).status).toBe(204);
      }
      // Tenant A's entity is untouched.
      const still = await server.call('GET', api(`${fixture.path}/${id}`), { token: server.admin });
      expect(still.status).toBe(200);
      if (!fixture.readOnly) expect(still.body.version).toBe(1);
      // Naming tenant A in the header does not help.
      expect((await server.call('GET', api(`${fixture.path}/${id}`), { token: otherTenant, tenant: DEMO_TENANT })).status).toBe(403);
    });
  }

  it('public reads see only the tenant named by X-Tenant-Id', async () => {
    const product = await createIn('/products', { title: 'Nur in A' });
    expect((await server.call('GET', api(`/products/${product.id}`), { tenant: DEMO_TENANT })).status).toBe(200);
    expect((await server.call('GET', api(`/products/${product.id}`), { tenant: 'other' })).status).toBe(404);
    const count = await server.call('GET', api('/products/count'), { tenant: 'other' });
    expect(count.body.count).toBe(0);
  });
});

describe('tokens and permissions', () => {
  it('product, price zone and compound widget reads are public with X-Tenant-Id', async () => {
    for (const path of ['/products', '/pricezones', '/compoundwidgets']) {
      const fixture = FIXTURES.find((f) => f.path === path)!;
      const { id } = await createIn(path, fixture.create(++counter));
      const anonymous = (method: string, p: string, body?: unknown) => server.call(method, api(p), { tenant: DEMO_TENANT, body });
      expect((await anonymous('GET', path)).status).toBe(200);
      expect((await anonymous('GET', `${path}/${id}`)).status).toBe(200);
      expect((await anonymous('HEAD', `${path}/${id}`)).status).toBe(200);
      expect((await anonymous('GET', `${path}/count`)).status).toBe(200);
      expect((await anonymous('POST', `${path}/search`, { fieldSearches: [] })).status).toBe(200);
      // ... but they need a tenant, and writes need a token.
      expect((await server.call('GET', api(path))).status).toBe(400);
      for (const [method, p] of [['POST', path], ['PUT', `${path}/${id}`], ['PATCH', `${path}/${id}`], ['DELETE', `${path}/${id}`], ['DELETE', `${path}?ids=${id}`]]) {
        const result = await anonymous(method, p, method === 'DELETE' ? undefined : fixture.create(counter));
        expect(result.status, `${method} ${p}`).toBe(401);
        expectEnvelope(result.body);
      }
    }
  });

  for (const fixture of FIXTURES.filter((f) => !f.publicReads)) {
    it(`${fixture.path}: every call needs a token`, async () => {
      for (const [method, p] of [['GET', fixture.path], ['GET', `${fixture.path}/count`], ['GET', `${fixture.path}/x`], ['HEAD', `${fixture.path}/x`], ['POST', `${fixture.path}/search`]]) {
        const result = await server.call(method, api(p), { tenant: DEMO_TENANT, body: method === 'POST' ? {} : undefined });
        expect(result.status, `${method} ${p}`).toBe(401);
      }
    });
  }

  for (const fixture of FIXTURES) {
    it(`${fixture.path}: reads need ${fixture.readPermission}${fixture.writePermission ? `, writes ${fixture.writePermission}` : ''}`, async () => {
      const nobody = await userWith(server, []);
      const reader = await userWith(server, [fixture.readPermission!]);
      const ownerScoped = ['/orders', '/shoppingcarts', '/files'].includes(fixture.path);
      const readStatus = (await server.call('GET', api(fixture.path), { token: nobody.token })).status;
      // Orders, carts and files: anyone signed in reads, but only its own (see below); public reads are open anyway.
      expect(readStatus).toBe(ownerScoped || fixture.publicReads ? 200 : 403);
      expect((await server.call('GET', api(fixture.path), { token: reader.token })).status).toBe(200);
      if (fixture.readOnly) return;
      const body = fixture.create(++counter);
      const writeStatus = (await server.call('POST', api(fixture.path), { token: reader.token, body })).status;
      // Carts and files: anyone signed in creates its own.
      expect(writeStatus).toBe(['/shoppingcarts', '/files'].includes(fixture.path) || fixture.writePermission === fixture.readPermission ? 201 : 403);
      const writer = await userWith(server, [fixture.writePermission!]);
      expect((await server.call('POST', api(fixture.path), { token: writer.token, body: fixture.create(++counter) })).status).toBe(201);
    });
  }

  it('an end user without permissions uses only its own cart and sees only its own orders', async () => {
    const alice = await userWith(server, [], 'alice');
    const bob = await userWith(server, [], 'bob');
    const aliceCart = (await server.call('GET', api('/shoppingcarts/mine'), { token: alice.token })).body;
    expect(aliceCart.userId).toBe(alice.userId);
    expect((await server.call('GET', api(`/shoppingcarts/${aliceCart.id}`), { token: bob.token })).status).toBe(404);
    expect((await server.call('PUT', api(`/shoppingcarts/${aliceCart.id}`), { token: bob.token, body: { orderPositions: [] } })).status).toBe(404);
    expect((await server.call('DELETE', api(`/shoppingcarts/${aliceCart.id}`), { token: bob.token })).status).toBe(404);
    expect((await server.call('DELETE', api(`/shoppingcarts?ids=${aliceCart.id}`), { token: bob.token })).status).toBe(204);
    expect((await server.call('GET', api(`/shoppingcarts/${aliceCart.id}`), { token: alice.token })).status).toBe(200);
    // Bob cannot create a cart in Alice's name either.
    const bobs = await server.call('POST', api('/shoppingcarts'), { token: bob.token, body: { userId: alice.userId, orderPositions: [] } });
    expect(bobs.body.userId).toBe(bob.userId);
    const bobList = await server.call('GET', api('/shoppingcarts?size=1000'), { token: bob.token });
    expect(bobList.body.elements.every((c: { userId: string }) => c.userId === bob.userId)).toBe(true);
    expect((await server.call('GET', api('/shoppingcarts/count'), { token: bob.token })).body.count).toBe(bobList.body.totalElements);

    const forAlice = await createIn('/orders', { userId: alice.userId, positions: [{ productId: 'p', amount: 1 }] });
    const forBob = await createIn('/orders', { userId: bob.userId, positions: [{ productId: 'p', amount: 2 }] });
    const aliceOrders = await server.call('GET', api('/orders?size=1000'), { token: alice.token });
    expect(aliceOrders.body.elements.map((o: { id: string }) => o.id)).toEqual([forAlice.id]);
    expect((await server.call('GET', api(`/orders/${forBob.id}`), { token: alice.token })).status).toBe(404);
    expect((await server.call('GET', api(`/orders/${forAlice.id}`), { token: alice.token })).status).toBe(200);
    expect((await server.call('PATCH', api(`/orders/${forAlice.id}`), { token: alice.token, body: { status: 'x' } })).status).toBe(403);
    // Holders of ORDERS_READ see everyone's orders.
    const clerk = await userWith(server, ['ORDERS_READ']);
    const all = await server.call('GET', api('/orders?size=1000'), { token: clerk.token });
    expect(all.body.elements.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([forAlice.id, forBob.id]));
  });

  it('a role grants only permissions its author holds', async () => {
    const roleAdmin = await userWith(server, ['ROLES_WRITE', 'PRODUCTS_WRITE']);
    const ok = await server.call('POST', api('/roles'), { token: roleAdmin.token, body: { name: 'Shop', permissions: ['PRODUCTS_WRITE'] } });
    expect(ok.status).toBe(201);
    const escalation = await server.call('POST', api('/roles'), { token: roleAdmin.token, body: { name: 'Root', permissions: ['TENANT_ADMIN'] } });
    expect(escalation.status).toBe(403);
    const sneaky = await server.call('PATCH', api(`/roles/${ok.body.id}`), { token: roleAdmin.token, body: { permissions: ['PRODUCTS_WRITE', 'AUDIT_READ'] } });
    expect(sneaky.status).toBe(403);
    const unknown = await server.call('POST', api('/roles'), { token: server.admin, body: { name: 'X', permissions: ['FLY'] } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('permissions.0');
  });

  it('a role decides what its users may do', async () => {
    const user = await userWith(server, []);
    expect((await server.call('GET', api('/corporations'), { token: user.token })).status).toBe(403);
    const role = await server.call('POST', api('/roles'), { token: server.admin, body: { name: 'Firmen', userIds: [user.userId], permissions: ['CORPORATIONS_READ'] } });
    expect(role.status).toBe(201);
    expect((await server.call('GET', api('/corporations'), { token: user.token })).status).toBe(200);
    await server.call('PATCH', api(`/roles/${role.body.id}`), { token: server.admin, body: { userIds: [] } });
    expect((await server.call('GET', api('/corporations'), { token: user.token })).status).toBe(403);
  });
});
