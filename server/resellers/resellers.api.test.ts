import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS } from '../resources/tests/fixtures.js';
import { userWith } from '../resources/tests/users.js';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * Resellers (docs/api.md, Resellers): the tenant's reseller is read by any login and changed by TENANT_ADMIN;
 * applications carry their own; X-Reseller-Id must belong to the call's tenant (400 malformed, 403 foreign);
 * orders and the audit log record it; exports carry it and imports keep it only where the importer may.
 */
let server: TestServer;
let admin: string;

const app = (name: string, extra: Record<string, unknown> = {}) => ({
  name, schemaVersion: 1, content: [{ path: '', widget: { type: 'Text', id: `${name}-text`, settings: { text: name } } }], ...extra,
});
const asAdmin = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server.call(method, `/api${path}`, { token: admin, body, headers });
/** A domain serves only what was published (docs/publishing.md). */
async function createPublished(body: Record<string, unknown>) {
  const created = await asAdmin('POST', '/applications', body);
  expect(created.status).toBe(201);
  expect((await asAdmin('POST', '/applicationversions', { applicationId: created.body.id })).status).toBe(201);
  return created;
}

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(() => server?.close());

describe('the tenant\'s reseller', () => {
  it('is read with any login and changed only by a tenant administrator, audited', async () => {
    const plain = await userWith(server, []);
    expect((await server.call('GET', '/api/tenant', { token: plain.token })).body).toEqual({ id: 'demo', name: expect.any(String), resellerId: null });
    expect((await server.call('GET', '/api/tenant', { tenant: 'demo' })).status).toBe(401);
    expect((await server.call('PATCH', '/api/tenant', { token: plain.token, body: { resellerId: 'partner-1' } })).status).toBe(403);

    const changed = await asAdmin('PATCH', '/tenant', { resellerId: 'partner-1' });
    expect(changed.status).toBe(200);
    expect(changed.body.resellerId).toBe('partner-1');
    expect((await server.call('GET', '/api/tenant', { token: plain.token })).body.resellerId).toBe('partner-1');

    const audit = await asAdmin('GET', '/auditlog?search=tenant&sort=-id&size=1');
    expect(audit.body.elements[0]).toMatchObject({ action: 'update', resource: 'tenant', entityId: 'demo', details: { fields: ['resellerId'] } });
  });

  it('refuses a malformed reseller id and unknown fields with a 400 naming the field', async () => {
    for (const resellerId of ['', 'with space', 'x'.repeat(65), 'ümlaut', 7]) {
      const answer = await asAdmin('PATCH', '/tenant', { resellerId });
      expect(answer.status, String(resellerId)).toBe(400);
      expect(answer.body.error.details[0].field).toBe('resellerId');
    }
    const unknown = await asAdmin('PATCH', '/tenant', { id: 'other' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('id');
  });
});

describe('X-Reseller-Id', () => {
  beforeAll(async () => {
    await asAdmin('PATCH', '/tenant', { resellerId: 'partner-1' });
  });

  it('is accepted when it belongs to the tenant, with and without a token', async () => {
    expect((await server.call('GET', '/api/products', { tenant: 'demo', headers: { 'X-Reseller-Id': 'partner-1' } })).status).toBe(200);
    expect((await asAdmin('GET', '/products', undefined, { 'X-Reseller-Id': 'partner-1' })).status).toBe(200);
  });

  it('is a 403 naming the header when it does not belong to the tenant', async () => {
    await server.createTenantWithUser({ tenantId: 'other', email: 'other-admin@example.com', password: 'test-password-1', permissions: ['TENANT_ADMIN'] });
    const otherAdmin = await server.login('other-admin@example.com', 'test-password-1', 'other');
    await server.call('PATCH', '/api/tenant', { token: otherAdmin, body: { resellerId: 'partner-of-other' } });
    for (const options of [{ tenant: 'demo' }, { token: admin }]) {
      const answer = await server.call('GET', '/api/products', { ...options, headers: { 'X-Reseller-Id': 'partner-of-other' } });
      expect(answer.status).toBe(403);
      expect(answer.body.error).toMatchObject({ code: 'FORBIDDEN', details: [{ field: 'X-Reseller-Id' }] });
    }
  });

  it('is a 400 naming the header when malformed', async () => {
    for (const value of ['a b', 'x'.repeat(65), '-leading']) {
      const answer = await server.call('GET', '/api/products', { tenant: 'demo', headers: { 'X-Reseller-Id': value } });
      expect(answer.status, value).toBe(400);
      expect(answer.body.error.details).toEqual([expect.objectContaining({ field: 'X-Reseller-Id' })]);
    }
  });

  it('is recorded in the audit log of every write', async () => {
    const created = await asAdmin('POST', '/corporations', { name: 'Über Reseller' }, { 'X-Reseller-Id': 'partner-1' });
    expect(created.status).toBe(201);
    const audit = await asAdmin('GET', `/auditlog?search=${created.body.id}`);
    expect(audit.body.elements).toEqual([expect.objectContaining({ action: 'create', entityId: created.body.id, resellerId: 'partner-1' })]);
  });
});

describe('applications', () => {
  it('carry a reseller set by a tenant administrator, which then belongs to the tenant', async () => {
    const created = await createPublished(app('agency-app', { resellerId: 'agency-7', domain: 'agency.example.com' }));
    expect(created.body.resellerId).toBe('agency-7');
    expect((await server.call('GET', '/api/products', { tenant: 'demo', headers: { 'X-Reseller-Id': 'agency-7' } })).status).toBe(200);

    const published = await server.call('GET', '/api/applications/by-domain?domain=agency.example.com');
    expect(published.body).toMatchObject({ tenantId: 'demo', resellerId: 'agency-7' });
  });

  it('published without their own reseller act for the tenant\'s', async () => {
    await createPublished(app('plain-app', { domain: 'plain.example.com' }));
    expect((await server.call('GET', '/api/applications/by-domain?domain=plain.example.com')).body).toMatchObject({ resellerId: 'partner-1' });
  });

  it('keep their reseller when somebody without TENANT_ADMIN saves them, who cannot change it', async () => {
    const builder = await userWith(server, ['APPLICATIONS_READ', 'APPLICATIONS_WRITE']);
    const asBuilder = (method: string, path: string, body?: unknown) => server.call(method, `/api${path}`, { token: builder.token, body });
    const created = (await asAdmin('POST', '/applications', app('kept', { resellerId: 'agency-7' }))).body;

    const { resellerId: _omitted, ...withoutReseller } = created;
    const saved = await asBuilder('PUT', `/applications/${created.id}`, { ...withoutReseller, name: 'kept 2' });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ name: 'kept 2', resellerId: 'agency-7' });

    for (const resellerId of ['partner-1', null]) {
      const changed = await asBuilder('PATCH', `/applications/${created.id}`, { resellerId });
      expect(changed.status, String(resellerId)).toBe(403);
      expect(changed.body.error.details).toEqual([expect.objectContaining({ field: 'resellerId' })]);
    }
    expect((await asBuilder('POST', '/applications', app('new reseller', { resellerId: 'brand-new' }))).status).toBe(403);
    expect((await asBuilder('POST', '/applications', app('known reseller', { resellerId: 'partner-1' }))).status).toBe(201);
    expect((await asAdmin('PATCH', `/applications/${created.id}`, { resellerId: null })).body.resellerId).toBeUndefined();
  });

  it('take their reseller along in a project export; an import keeps it where the importer may set it', async () => {
    const project = (await asAdmin('POST', '/projects', { name: 'Reseller project' })).body;
    await asAdmin('POST', '/applications', app('exported', { projectId: project.id, resellerId: 'agency-9' }));
    const exported = (await asAdmin('GET', `/projects/${project.id}/export`)).body;
    expect(exported.applications[0].resellerId).toBe('agency-9');

    const importer = await server.createTenantWithUser({ tenantId: 'importer', email: 'importer@example.com', password: 'test-password-1', permissions: ['PROJECTS_WRITE', 'PROJECTS_READ', 'APPLICATIONS_WRITE'] });
    const refused = await server.call('POST', '/api/projects/import', { token: importer.token, body: exported });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toEqual([expect.objectContaining({ field: 'resellerId' })]);

    const imported = await asAdmin('POST', '/projects/import', exported);
    expect(imported.status).toBe(201);
    const apps = await asAdmin('POST', '/applications/search', { fieldSearches: [{ type: 'foreignId', fieldname: 'projectId', matcher: 'equals', value: imported.body.id }] });
    expect(apps.body.elements.map((a: { resellerId?: string }) => a.resellerId)).toEqual(['agency-9']);
  });
});

describe('orders', () => {
  let shopper: { token: string; userId: string };
  let zone: string;
  let product: string;

  beforeAll(async () => {
    zone = (await asAdmin('POST', '/pricezones', { title: 'Euro', currency: 'EUR' })).body.id;
    product = (await asAdmin('POST', '/products', { title: 'Tasse', prices: [{ priceZoneId: zone, value: 850 }] })).body.id;
    shopper = await userWith(server, []);
    await asAdmin('POST', '/applications', app('shop-of-agency', { resellerId: 'agency-shop' }));
  });

  const order = async (headers: Record<string, string> = {}) => {
    await server.call('PUT', `/api/shoppingcarts/mine/add?productId=${product}&amount=1`, { token: shopper.token, headers });
    return server.call('POST', '/api/shoppingcarts/mine/order', { token: shopper.token, headers, body: { priceZoneId: zone, billingAddress: ADDRESS } });
  };

  it('record the reseller of the call, else the tenant\'s', async () => {
    const through = await order({ 'X-Reseller-Id': 'agency-shop' });
    expect(through.status).toBe(201);
    expect(through.body.resellerId).toBe('agency-shop');
    const audit = await asAdmin('GET', `/auditlog?search=${through.body.id}`);
    expect(audit.body.elements).toEqual(expect.arrayContaining([expect.objectContaining({ resource: 'orders', resellerId: 'agency-shop' })]));

    expect((await order()).body.resellerId).toBe('partner-1');
  });

  it('written directly must name a reseller of the tenant (403 otherwise)', async () => {
    const body = { positions: [{ productId: product, amount: 1 }] };
    expect((await asAdmin('POST', '/orders', { ...body, resellerId: 'agency-shop' })).body.resellerId).toBe('agency-shop');
    const refused = await asAdmin('POST', '/orders', { ...body, resellerId: 'partner-of-nobody' });
    expect(refused.status).toBe(403);
    expect(refused.body.error.details).toEqual([expect.objectContaining({ field: 'resellerId' })]);
    expect((await asAdmin('POST', '/orders', { ...body, resellerId: 'bad id' })).status).toBe(400);
  });
});
