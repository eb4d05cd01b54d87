import { describe, expect, it } from 'vitest';
import { userWith } from '../resources/tests/users.js';
import { useTestServer } from '../test/use-test-server.js';

/**
 * Service tokens over real HTTP: a created token authorizes calls as its creator, shows up in the list without its
 * text, notes its last use, and is refused with 401 once revoked. Only a TENANT_ADMIN with a login manages them.
 */
const server = useTestServer();

const create = (name: string, token = server.admin) => server.call('POST', '/api/servicetokens', { token, body: { name } });
const list = (token = server.admin) => server.call('GET', '/api/servicetokens', { token });

describe('service tokens', () => {
  it('authorize calls as their creator until revoked, then get 401', async () => {
    const created = await create('Warenwirtschaft');
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ name: 'Warenwirtschaft', lastUsedAt: null, userName: 'Administrator' });
    expect(created.body.token).toMatch(/^[\w-]{40,}$/);
    expect(created.headers.get('cache-control')).toBe('no-store');
    const token: string = created.body.token;

    // The token works where the creator's permissions reach: a write needing PRODUCTS_WRITE, a read needing AUDIT_READ.
    const product = await server.call('POST', '/api/products', { token, body: { title: 'Per Schnittstelle' } });
    expect(product.status).toBe(201);
    expect((await server.call('GET', '/api/auditlog?size=1', { token })).status).toBe(200);
    const me = await server.call('GET', '/api/users/me', { token });
    expect(me.body.primaryEmail).toBe('admin@example.com');

    // Listed with its last use (noted after the answer went out, hence the poll), never with its text.
    const lastUsed = async () => (await list()).body.elements.find((t: { id: string }) => t.id === created.body.id)?.lastUsedAt;
    await expect.poll(lastUsed).toBeGreaterThanOrEqual(created.body.createdAt);
    expect(JSON.stringify((await list()).body)).not.toContain(token);

    expect((await server.call('DELETE', `/api/servicetokens/${created.body.id}`, { token: server.admin })).status).toBe(204);
    const after = await server.call('GET', '/api/users/me', { token });
    expect(after.status).toBe(401);
    expect(after.body.error.code).toBe('UNAUTHORIZED');
    expect((await server.call('POST', '/api/products', { token, body: { title: 'Zu spät' } })).status).toBe(401);
    expect((await list()).body.elements.map((t: { id: string }) => t.id)).not.toContain(created.body.id);
    // Revoking twice: it is gone.
    expect((await server.call('DELETE', `/api/servicetokens/${created.body.id}`, { token: server.admin })).status).toBe(404);
  });

  it('lists newest first with name, creator and creation time, and writes create and revoke to the audit log', async () => {
    const first = (await create('Erster')).body;
    const second = (await create('Zweiter')).body;
    const names = (await list()).body.elements.map((t: { name: string }) => t.name);
    expect(names.indexOf('Zweiter')).toBeLessThan(names.indexOf('Erster'));
    await server.call('DELETE', `/api/servicetokens/${first.id}`, { token: server.admin });
    const audit = await server.call('POST', '/api/auditlog/search', {
      token: server.admin, body: { fieldSearches: [{ fieldname: 'resource', matcher: 'equals', value: 'servicetokens' }], size: 100 },
    });
    const entries = audit.body.elements.map((e: { action: string; entityId: string }) => `${e.action} ${e.entityId}`);
    expect(entries).toEqual(expect.arrayContaining([`create ${first.id}`, `create ${second.id}`, `delete ${first.id}`]));
  });

  it('refuses a blank or missing name with 400 naming the field', async () => {
    for (const body of [{ name: '   ' }, { name: '' }, {}]) {
      const result = await server.call('POST', '/api/servicetokens', { token: server.admin, body });
      expect(result.status).toBe(400);
      expect(JSON.stringify(result.body.error)).toContain('name');
    }
  });

  it('needs TENANT_ADMIN, and a login rather than a service token', async () => {
    const auditor = await userWith(server, ['AUDIT_READ', 'EXPORTERS_EXECUTE']);
    expect((await list(auditor.token)).status).toBe(403);
    expect((await create('Nicht erlaubt', auditor.token)).status).toBe(403);
    expect((await server.call('GET', '/api/servicetokens')).status).toBe(401);

    const service = (await create('Integration')).body;
    expect((await list(service.token)).status).toBe(403);
    expect((await create('Noch einer', service.token)).status).toBe(403);
    expect((await server.call('DELETE', `/api/servicetokens/${service.id}`, { token: service.token })).status).toBe(403);
  });

  it('keeps tenants apart: another tenant can neither see nor revoke the token', async () => {
    const other = await server.createTenantWithUser({ tenantId: 'tokens-other', email: 'boss@tokens.example', password: 'other-password-1', permissions: ['TENANT_ADMIN'] });
    const mine = (await create('Nur Demo')).body;
    expect((await list(other.token)).body.elements).toEqual([]);
    expect((await server.call('DELETE', `/api/servicetokens/${mine.id}`, { token: other.token })).status).toBe(404);
    expect((await server.call('GET', '/api/users/me', { token: mine.token })).status).toBe(200);
  });
});
