import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';
import { TranslateQuery } from '../http/schemas.js';

// Routes of this test only, one per access rule, each echoing what the auth hook resolved.
const server = useTestServer({
    configure: (app) => {
      const echo = async (request: any) => ({ tenantId: request.tenantId, resellerId: request.resellerId, userId: request.auth?.userId ?? null });
      const schema = { querystring: TranslateQuery };
      app.get('/api/test/public', { schema, config: { access: { public: true } } }, echo);
      app.get('/api/test/any-token', { schema, config: { access: {} } }, echo);
      app.get('/api/test/no-rule', { schema }, echo);
      app.post('/api/test/write', { schema, config: { access: { permission: 'PRODUCTS_WRITE' } } }, echo);
      app.get('/api/test/either', { schema, config: { access: { permission: ['ORDERS_READ', 'PRODUCTS_READ'] } } }, echo);
    },
  });
let reader: { token: string; userId: string };
let writer: { token: string; userId: string };
beforeAll(async () => {
  reader = await server.createTenantWithUser({ tenantId: 'acme', email: 'reader@acme.test', password: 'reader-password', permissions: ['PRODUCTS_READ'] });
  writer = await server.createTenantWithUser({ tenantId: 'globex', email: 'writer@globex.test', password: 'writer-password', permissions: ['PRODUCTS_WRITE'] });
});

describe('tenant rules', () => {
  it('takes the tenant from the token', async () => {
    const result = await server.call('GET', '/api/test/any-token', { token: reader.token });
    expect(result.status).toBe(200);
    expect(result.body).toMatchObject({ tenantId: 'acme', userId: reader.userId });
  });

  it('accepts an X-Tenant-Id naming the token\'s own tenant', async () => {
    const result = await server.call('GET', '/api/test/any-token', { token: reader.token, tenant: 'acme' });
    expect(result.status).toBe(200);
  });

  it('refuses with 403 an X-Tenant-Id naming another tenant than the token\'s', async () => {
    const result = await server.call('GET', '/api/test/any-token', { token: reader.token, tenant: 'globex' });
    expect(result.status).toBe(403);
    expect(result.body.error.code).toBe('FORBIDDEN');
    const publicCall = await server.call('GET', '/api/test/public', { token: reader.token, tenant: DEMO_TENANT });
    expect(publicCall.status).toBe(403);
  });

  it('needs X-Tenant-Id on a public call without a token (400 naming the header)', async () => {
    const result = await server.call('GET', '/api/test/public');
    expect(result.status).toBe(400);
    expect(result.body.error.details).toEqual([expect.objectContaining({ field: 'X-Tenant-Id' })]);
  });

  it('answers 404 for a public call naming a tenant that does not exist', async () => {
    const result = await server.call('GET', '/api/test/public', { tenant: 'nowhere' });
    expect(result.status).toBe(404);
  });

  it('serves a public call for the tenant of the header, with an X-Reseller-Id of that tenant (docs/api.md, Resellers)', async () => {
    await server.db.rows(sql`UPDATE tenants SET reseller_id = 'r-7' WHERE id = 'acme'`);
    const result = await server.call('GET', '/api/test/public', { tenant: 'acme', headers: { 'X-Reseller-Id': 'r-7' } });
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ tenantId: 'acme', resellerId: 'r-7', userId: null });
    expect((await server.call('GET', '/api/test/public', { tenant: 'acme', headers: { 'X-Reseller-Id': 'r-8' } })).status).toBe(403);
  });

  it('still uses a token sent to a public route', async () => {
    const result = await server.call('GET', '/api/test/public', { token: writer.token });
    expect(result.body).toMatchObject({ tenantId: 'globex', userId: writer.userId });
  });

  it('needs a token where the route declares no rule', async () => {
    expect((await server.call('GET', '/api/test/no-rule', { tenant: 'acme' })).status).toBe(401);
    expect((await server.call('GET', '/api/test/no-rule', { token: reader.token })).status).toBe(200);
  });
});

describe('permissions declared per route', () => {
  it('refuses with 403 a caller whose roles lack the permission', async () => {
    const result = await server.call('POST', '/api/test/write', { token: reader.token });
    expect(result.status).toBe(403);
    expect(result.body.error.message).toContain('PRODUCTS_WRITE');
  });

  it('lets a caller holding the permission through', async () => {
    expect((await server.call('POST', '/api/test/write', { token: writer.token })).status).toBe(200);
  });

  it('accepts any one of several permissions', async () => {
    expect((await server.call('GET', '/api/test/either', { token: reader.token })).status).toBe(200);
    expect((await server.call('GET', '/api/test/either', { token: writer.token })).status).toBe(403);
  });

  it('lets TENANT_ADMIN through everywhere', async () => {
    const admin = await server.adminToken();
    expect((await server.call('POST', '/api/test/write', { token: admin })).status).toBe(200);
    expect((await server.call('GET', '/api/test/either', { token: admin })).status).toBe(200);
  });

  it('answers 401, not 403, when the token is missing', async () => {
    expect((await server.call('POST', '/api/test/write', { tenant: 'globex' })).status).toBe(401);
  });
});
