import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';
import { DOCUMENT_WIDGET, expectEnvelope } from './fixtures.js';

/** Applications and compound widgets: documents checked and migrated on save, one application per domain. */
const server = useTestServer();
let other: string;

beforeAll(async () => {
  other = (await server.createTenantWithUser({ tenantId: 'tenant-b', email: 'b@b.example', password: 'b-password-1', permissions: ['TENANT_ADMIN'] })).token;
});

const app = (domain?: string, widget: object = DOCUMENT_WIDGET) =>
  ({ name: 'Shop', schemaVersion: 1, ...(domain ? { domain } : {}), content: [{ path: '', title: 'Start', widget }] });

describe('applications', () => {
  it('by-domain finds the published application and its tenant without any header, case and port aside', async () => {
    const created = (await server.call('POST', '/api/applications', { token: server.admin, body: app('Shop.Example.com') })).body;
    expect(created.domain).toBe('shop.example.com');
    expect((await server.call('POST', '/api/applicationversions', { token: server.admin, body: { applicationId: created.id } })).status).toBe(201);
    const found = await server.call('GET', '/api/applications/by-domain?domain=shop.example.com:8080');
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ id: created.id, tenantId: 'demo', name: 'Shop' });
    const missing = await server.call('GET', '/api/applications/by-domain?domain=nothing.example.com');
    expect(missing.status).toBe(404);
    expectEnvelope(missing.body);
    expect((await server.call('GET', '/api/applications/by-domain')).status).toBe(400);
  });

  it('a domain belongs to one application across all tenants (409 naming domain)', async () => {
    const first = await server.call('POST', '/api/applications', { token: server.admin, body: app('taken.example.com') });
    expect(first.status).toBe(201);
    const sameTenant = await server.call('POST', '/api/applications', { token: server.admin, body: app('taken.example.com') });
    expect(sameTenant.status).toBe(409);
    const otherTenant = await server.call('POST', '/api/applications', { token: other, body: app('TAKEN.example.com') });
    expect(otherTenant.status).toBe(409);
    expect(otherTenant.body.error.details[0].field).toBe('domain');
    const moved = await server.call('POST', '/api/applications', { token: other, body: app('free.example.com') });
    const steal = await server.call('PATCH', `/api/applications/${moved.body.id}`, { token: other, body: { domain: 'taken.example.com' } });
    expect(steal.status).toBe(409);
    // Saving an application with its own domain is fine.
    expect((await server.call('PATCH', `/api/applications/${first.body.id}`, { token: server.admin, body: { name: 'Renamed' } })).status).toBe(200);
  });

  it('stores the document migrated by the load pipeline', async () => {
    const legacy = { id: 'list', type: 'ArrayContainerV2', settings: { gap: 9, layout: 'row' } };
    const created = await server.call('POST', '/api/applications', { token: server.admin, body: app(undefined, legacy) });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const stored = (await server.call('GET', `/api/applications/${created.body.id}`, { token: server.admin })).body;
    expect(stored.content[0].widget.type).toBe('ArrayContainerV3');
    expect(stored.content[0].widget.settings.gap).toBe(3);
  });

  it('a single read answers exactly what was stored, with its version as ETag; shaped reads and other tenants too', async () => {
    const created = (await server.call('POST', '/api/applications', { token: server.admin, body: app() })).body;
    const read = await server.call('GET', `/api/applications/${created.id}`, { token: server.admin });
    expect(read.status).toBe(200);
    expect(read.headers.get('content-type')).toMatch(/^application\/json/);
    expect(read.headers.get('etag')).toBe(`"${created.version}"`);
    expect(read.body).toEqual(created);
    const changed = (await server.call('PATCH', `/api/applications/${created.id}`, { token: server.admin, body: { name: 'Neu' } })).body;
    const again = await server.call('GET', `/api/applications/${created.id}`, { token: server.admin });
    expect([again.body.name, again.body.version, again.headers.get('etag')]).toEqual(['Neu', changed.version, `"${changed.version}"`]);
    const shaped = await server.call('GET', `/api/applications/${created.id}?withReplacements=true`, { token: server.admin });
    expect(shaped.body.content).toEqual(created.content);
    expect(shaped.headers.get('etag')).toBe(`"${changed.version}"`);
    const elsewhere = await server.call('GET', `/api/applications/${created.id}`, { token: other });
    expect(elsewhere.status).toBe(404);
    expectEnvelope(elsewhere.body);
  });

  it('refuses a broken or newer document with a 400 naming the path', async () => {
    const broken = await server.call('POST', '/api/applications', { token: server.admin, body: app(undefined, { type: 'Text' }) });
    expect(broken.status).toBe(400);
    expect(broken.body.error.details[0].field).toBe('content.0.widget.id');
    const newer = await server.call('POST', '/api/applications', { token: server.admin, body: { ...app(), schemaVersion: 99 } });
    expect(newer.status).toBe(400);
    expect(newer.body.error.details[0].field).toBe('schemaVersion');
    const badDomain = await server.call('POST', '/api/applications', { token: server.admin, body: app('not a host') });
    expect(badDomain.status).toBe(400);
    expect(badDomain.body.error.details[0].field).toBe('domain');
    const badProject = await server.call('POST', '/api/applications', { token: server.admin, body: { ...app(), projectId: 'nope' } });
    expect(badProject.status).toBe(400);
    expect(badProject.body.error.details[0].field).toBe('projectId');
  });

  it('keeps unknown widget types and settings untouched', async () => {
    const unknown = { id: 'u', type: 'FutureWidget', settings: { magic: 42 }, slots: { any: [{ id: 'k', type: 'Text', settings: { text: 'x' } }] } };
    const created = await server.call('POST', '/api/applications', { token: server.admin, body: { ...app(undefined, unknown), futureField: { a: 1 } } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.content[0].widget).toMatchObject({ type: 'FutureWidget', settings: { magic: 42 } });
    expect(created.body.futureField).toEqual({ a: 1 });
  });
});

describe('compound widgets', () => {
  it('checks the document on save, naming the path', async () => {
    const ok = await server.call('POST', '/api/compoundwidgets', { token: server.admin, body: { name: 'Kopf', widget: DOCUMENT_WIDGET, rootSockets: [] } });
    expect(ok.status).toBe(201);
    const broken = await server.call('PUT', `/api/compoundwidgets/${ok.body.id}`, { token: server.admin, body: { name: 'Kopf', widget: { id: 'x' } } });
    expect(broken.status).toBe(400);
    expect(broken.body.error.details[0].field).toMatch(/^widget/);
  });
});
