import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, DEMO_TENANT, type TestServer } from '../test/harness.js';
import { expectEnvelope } from '../resources/tests/fixtures.js';
import { userWith } from '../resources/tests/users.js';
import { newId } from '../db/ids.js';
import { insertRow } from '../resources/core/store.js';

/**
 * Publishing (docs/publishing.md): drafts and numbered, immutable versions; the domain serves the newest one;
 * rollback, restore into the draft, who may do what, compound widgets pinned per version, the audit log.
 */
let server: TestServer;
let admin: string;
let domains = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
});
afterAll(() => server?.close());

const text = (value: string) => ({ id: 'greeting', type: 'Text', settings: { text: value } });
const page = (widget: object) => ({ id: 'root', type: 'Container', settings: {}, slots: { children: [widget] } });
const appBody = (domain: string, greeting: string, extra: Record<string, unknown> = {}) =>
  ({ name: 'Laden', schemaVersion: 1, domain, content: [{ path: '', title: 'Start', widget: page(text(greeting)) }], ...extra });

async function createApp(greeting = 'Alt', extra: Record<string, unknown> = {}, token = admin) {
  const domain = `shop${++domains}.example.com`;
  const created = await server.call('POST', '/api/applications', { token, body: appBody(domain, greeting, extra) });
  expect(created.status).toBe(201);
  return { id: created.body.id as string, domain, version: created.body.version as number };
}

const live = (domain: string) => server.call('GET', `/api/applications/by-domain?domain=${domain}`);
const liveText = async (domain: string) => (await live(domain)).body.content[0].widget.slots.children[0].settings.text;
const publish = (body: Record<string, unknown>, token = admin) => server.call('POST', '/api/applicationversions', { token, body });
const saveDraft = async (id: string, greeting: string, token = admin) => {
  const draft = (await server.call('GET', `/api/applications/${id}`, { token })).body;
  draft.content[0].widget.slots.children[0].settings.text = greeting;
  return server.call('PUT', `/api/applications/${id}`, { token, body: draft, headers: { 'If-Match': String(draft.version) } });
};
const versionsOf = (id: string, token = admin) => server.call('POST', '/api/applicationversions/search?sort=-number', {
  token, body: { fieldSearches: [{ type: 'foreignId', fieldname: 'applicationId', matcher: 'equals', value: id }] },
});
const auditOf = async (id: string) => (await server.call('POST', '/api/auditlog/search?sort=id&size=100', {
  token: admin, body: { fieldSearches: [{ type: 'id', fieldname: 'entityId', matcher: 'equals', value: id }] },
})).body.elements.map((e: any) => e.action);

describe('publishing', () => {
  it('seeds the demo shop as published version 1 at localhost', async () => {
    const shop = await live('localhost');
    expect(shop.status).toBe(200);
    expect(shop.body).toMatchObject({ tenantId: DEMO_TENANT, publishedVersion: 1, name: expect.any(String) });
    const history = await versionsOf(shop.body.id);
    expect(history.body.elements.map((v: any) => v.number)).toEqual([1]);
  });

  it('a new application is unpublished until its first publish; saving the draft never changes what the domain serves', async () => {
    const app = await createApp('Alt');
    const before = await live(app.domain);
    expect(before.status).toBe(404);
    expectEnvelope(before.body);
    expect(before.body.error.code).toBe('NOT_PUBLISHED');

    const first = await publish({ applicationId: app.id, note: 'Erste Fassung', draftVersion: app.version });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ applicationId: app.id, number: 1, note: 'Erste Fassung', publishedBy: expect.any(String), publishedAt: expect.any(Number), version: 1 });
    expect(first.body.document.content[0].widget.slots.children[0].settings.text).toBe('Alt');
    expect((await live(app.domain)).body).toMatchObject({ id: app.id, publishedVersion: 1, tenantId: DEMO_TENANT });

    expect((await saveDraft(app.id, 'Neu')).status).toBe(200);
    expect(await liveText(app.domain)).toBe('Alt');

    const second = await publish({ applicationId: app.id });
    expect(second.body.number).toBe(2);
    expect(await liveText(app.domain)).toBe('Neu');
    const history = await versionsOf(app.id);
    expect(history.body.elements.map((v: any) => [v.number, v.document.content[0].widget.slots.children[0].settings.text])).toEqual([[2, 'Neu'], [1, 'Alt']]);
  });

  it('rolls the live site back in one step, as a new version; the draft stays as it is', async () => {
    const app = await createApp('Eins');
    await publish({ applicationId: app.id });
    await saveDraft(app.id, 'Zwei');
    await publish({ applicationId: app.id });
    const rollback = await publish({ applicationId: app.id, fromVersion: 1, note: 'zurück' });
    expect(rollback.status).toBe(201);
    expect(rollback.body).toMatchObject({ number: 3, restoredFrom: 1, note: 'zurück' });
    expect(await liveText(app.domain)).toBe('Eins');
    const draft = (await server.call('GET', `/api/applications/${app.id}`, { token: admin })).body;
    expect(draft.content[0].widget.slots.children[0].settings.text).toBe('Zwei');
    expect(await auditOf(app.id)).toEqual(['create', 'publish', 'update', 'publish', 'rollback']);
  });

  it('restores a version into the draft (If-Match, migrated, domain and project kept) without touching the live site', async () => {
    const app = await createApp('Eins');
    await publish({ applicationId: app.id });
    const saved = await saveDraft(app.id, 'Zwei');
    const stale = await server.call('POST', `/api/applications/${app.id}/restore`, { token: admin, body: { version: 1 }, headers: { 'If-Match': String(app.version) } });
    expect(stale.status).toBe(409);
    const restored = await server.call('POST', `/api/applications/${app.id}/restore`, { token: admin, body: { version: 1 }, headers: { 'If-Match': String(saved.body.version) } });
    expect(restored.status).toBe(200);
    expect(restored.headers.get('etag')).toBe(`"${saved.body.version + 1}"`);
    expect(restored.body).toMatchObject({ id: app.id, domain: app.domain, version: saved.body.version + 1 });
    expect(restored.body.content[0].widget.slots.children[0].settings.text).toBe('Eins');
    expect(await liveText(app.domain)).toBe('Eins');
    expect((await auditOf(app.id)).slice(-2)).toEqual(['update', 'restore']);

    const unknown = await server.call('POST', `/api/applications/${app.id}/restore`, { token: admin, body: { version: 9 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('version');
    const bad = await server.call('POST', `/api/applications/${app.id}/restore`, { token: admin, body: { version: 'eins' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('version');
  });

  it('migrates stored versions when they are read, served and restored', async () => {
    const app = await createApp('Eins');
    const legacy = { id: 'list', type: 'ArrayContainerV2', settings: { gap: 9, layout: 'row' } };
    const now = Date.now();
    await insertRow(server.db, { tenantId: DEMO_TENANT, resource: 'applicationversions' }, newId(now), {
      applicationId: app.id, number: 1, note: '', publishedBy: null, publishedAt: now, compoundWidgets: {},
      document: { name: 'Alt', schemaVersion: 1, domain: app.domain, content: [{ path: '', widget: legacy }] },
    }, now);
    const [stored] = (await versionsOf(app.id)).body.elements;
    expect(stored.document.content[0].widget.type).not.toBe('ArrayContainerV2');
    const served = (await live(app.domain)).body;
    expect(served.content[0].widget).toEqual(stored.document.content[0].widget);
    const restored = await server.call('POST', `/api/applications/${app.id}/restore`, { token: admin, body: { version: 1 } });
    expect(restored.body.content[0].widget).toEqual(stored.document.content[0].widget);
  });

  it('versions are immutable and bad publishes are a 400 naming the field or a 409', async () => {
    const app = await createApp();
    const version = (await publish({ applicationId: app.id })).body;
    for (const [method, path] of [['PUT', `/api/applicationversions/${version.id}`], ['PATCH', `/api/applicationversions/${version.id}`], ['DELETE', `/api/applicationversions/${version.id}`], ['DELETE', `/api/applicationversions?ids=${version.id}`]]) {
      const result = await server.call(method, path, { token: admin, ...(method === 'DELETE' ? {} : { body: { note: 'x' } }) });
      expect(result.status, `${method} ${path}`).toBe(404);
      expectEnvelope(result.body);
    }
    expect((await server.call('GET', `/api/applicationversions/${version.id}`, { token: admin })).body.note).toBe('');

    const cases: [Record<string, unknown>, number, string][] = [
      [{ applicationId: 'nope' }, 400, 'applicationId'],
      [{}, 400, 'applicationId'],
      [{ applicationId: app.id, note: 'x'.repeat(501) }, 400, 'note'],
      [{ applicationId: app.id, fromVersion: 7 }, 400, 'fromVersion'],
      [{ applicationId: app.id, fromVersion: 0 }, 400, 'fromVersion'],
      [{ applicationId: app.id, number: 5 }, 400, 'number'],
      [{ applicationId: app.id, draftVersion: app.version + 5 }, 409, 'draftVersion'],
    ];
    for (const [body, status, field] of cases) {
      const result = await publish(body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(result.body.error.details[0].field, JSON.stringify(body)).toBe(field);
    }
    expect((await versionsOf(app.id)).body.totalElements).toBe(1);
  });

  it('numbers concurrent publishes one after the other', async () => {
    const app = await createApp();
    const results = await Promise.all(Array.from({ length: 5 }, () => publish({ applicationId: app.id })));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    expect(results.map((r) => r.body.number).sort()).toEqual([1, 2, 3, 4, 5]);
  });
});

describe('who may publish, read and restore', () => {
  it('outside projects: APPLICATIONS_PUBLISH publishes; APPLICATIONS_WRITE saves and restores but cannot publish', async () => {
    const app = await createApp();
    const builder = await userWith(server, ['APPLICATIONS_READ', 'APPLICATIONS_WRITE']);
    const publisher = await userWith(server, ['APPLICATIONS_READ', 'APPLICATIONS_PUBLISH']);
    const refused = await publish({ applicationId: app.id }, builder.token);
    expect(refused.status).toBe(403);
    expectEnvelope(refused.body);
    expect((await saveDraft(app.id, 'vom Builder', builder.token)).status).toBe(200);
    const published = await publish({ applicationId: app.id }, publisher.token);
    expect(published.status).toBe(201);
    expect(published.body.publishedBy).toBe(publisher.userId);
    expect((await versionsOf(app.id, builder.token)).body.totalElements).toBe(1);
    expect((await server.call('POST', `/api/applications/${app.id}/restore`, { token: builder.token, body: { version: 1 } })).status).toBe(200);
    expect((await server.call('POST', `/api/applications/${app.id}/restore`, { token: publisher.token, body: { version: 1 } })).status).toBe(403);
    const rollback = await publish({ applicationId: app.id, fromVersion: 1 }, builder.token);
    expect(rollback.status).toBe(403);
    const nobody = await userWith(server, []);
    expect((await versionsOf(app.id, nobody.token)).status).toBe(403);
  });

  it('in a project: its PROJECT_PUBLISH (or PROJECT_ADMIN) decides, not the tenant permission', async () => {
    const publisher = await userWith(server, ['APPLICATIONS_READ', 'APPLICATIONS_WRITE']);
    const writer = await userWith(server, ['APPLICATIONS_READ', 'APPLICATIONS_WRITE', 'APPLICATIONS_PUBLISH']);
    const projectAdmin = await userWith(server, ['APPLICATIONS_READ']);
    const project = await server.call('POST', '/api/projects', {
      token: admin,
      body: { name: 'Team', members: [{ userId: publisher.userId, permissions: ['PROJECT_READ', 'PROJECT_PUBLISH'] }, { userId: writer.userId, permissions: ['PROJECT_WRITE'] }, { userId: projectAdmin.userId, permissions: ['PROJECT_ADMIN'] }] },
    });
    expect(project.status).toBe(201);
    const app = await createApp('Team', { projectId: project.body.id });
    expect((await publish({ applicationId: app.id }, writer.token)).status).toBe(403);
    expect((await publish({ applicationId: app.id }, publisher.token)).status).toBe(201);
    expect((await publish({ applicationId: app.id, fromVersion: 1 }, projectAdmin.token)).status).toBe(201);
    const outsider = await userWith(server, ['APPLICATIONS_READ', 'APPLICATIONS_PUBLISH']);
    expect((await publish({ applicationId: app.id }, outsider.token)).status).toBe(403);
    // A member with PROJECT_PUBLISH has no say over applications outside the project.
    const loose = await createApp();
    expect((await publish({ applicationId: loose.id }, publisher.token)).status).toBe(403);
  });

  it('anonymous callers and other tenants neither publish nor read', async () => {
    const app = await createApp();
    const version = (await publish({ applicationId: app.id })).body;
    const anonymous = await server.call('POST', '/api/applicationversions', { tenant: DEMO_TENANT, body: { applicationId: app.id } });
    expect(anonymous.status).toBe(401);
    expect((await server.call('GET', `/api/applicationversions/${version.id}`, { tenant: DEMO_TENANT })).status).toBe(401);
    expect((await server.call('POST', `/api/applications/${app.id}/restore`, { tenant: DEMO_TENANT, body: { version: 1 } })).status).toBe(401);

    const other = await server.createTenantWithUser({ tenantId: 'tenant-other', email: 'o@other.example', password: 'other-password-1', permissions: ['TENANT_ADMIN'] });
    const foreign = await publish({ applicationId: app.id }, other.token);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0].field).toBe('applicationId');
    expect((await server.call('GET', `/api/applicationversions/${version.id}`, { token: other.token })).status).toBe(404);
    expect((await versionsOf(app.id, other.token)).body.totalElements).toBe(0);
    expect((await server.call('POST', `/api/applications/${app.id}/restore`, { token: other.token, body: { version: 1 } })).status).toBe(404);
    expect((await versionsOf(app.id)).body.totalElements).toBe(1);
  });
});

describe('compound widgets are pinned per version', () => {
  const compoundBody = (label: string, inner?: string) => ({
    name: `Baustein ${label}`, socketConnections: [], rootSockets: [],
    widget: { id: 'c-root', type: 'Container', settings: {}, slots: { children: [
      { id: 'c-text', type: 'Text', settings: { text: label } },
      ...(inner ? [{ id: 'c-inner', type: 'CompoundWidget', settings: { compoundId: inner } }] : []),
    ] } },
  });

  it('the live site keeps the compound (and the compounds inside it) as published until the next publish', async () => {
    const inner = (await server.call('POST', '/api/compoundwidgets', { token: admin, body: compoundBody('Innen alt') })).body;
    const outer = (await server.call('POST', '/api/compoundwidgets', { token: admin, body: compoundBody('Außen alt', inner.id) })).body;
    const app = await createApp('x');
    const draft = (await server.call('GET', `/api/applications/${app.id}`, { token: admin })).body;
    draft.content[0].widget.slots.children.push({ id: 'instance', type: 'CompoundWidget', settings: { compoundId: outer.id } });
    expect((await server.call('PUT', `/api/applications/${app.id}`, { token: admin, body: draft })).status).toBe(200);
    await publish({ applicationId: app.id });

    const compoundText = (served: any, id: string) => served.compoundWidgets[id].widget.slots.children[0].settings.text;
    const usages = async (id: string) => (await server.call('GET', `/api/compoundwidgets/${id}/published-usages`, { token: admin })).body
      .filter((usage: any) => usage.applicationId === app.id);
    expect(await usages(inner.id)).toEqual([{ applicationId: app.id, name: 'Laden', domain: app.domain, publishedVersion: 1, pinnedCompoundVersion: 1, compoundVersion: 1, changes: false }]);
    let served = (await live(app.domain)).body;
    expect(Object.keys(served.compoundWidgets).sort()).toEqual([inner.id, outer.id].sort());
    expect(served.compoundWidgets[outer.id].version).toBe(outer.version);

    for (const [compound, label] of [[inner, 'Innen neu'], [outer, 'Außen neu']] as const) {
      const body = compoundBody(label, compound === outer ? inner.id : undefined);
      expect((await server.call('PUT', `/api/compoundwidgets/${compound.id}`, { token: admin, body })).status).toBe(200);
    }
    served = (await live(app.domain)).body;
    expect([compoundText(served, outer.id), compoundText(served, inner.id)]).toEqual(['Außen alt', 'Innen alt']);
    // The compound editor can tell which live sites its change would reach at their next publish.
    expect(await usages(outer.id)).toMatchObject([{ publishedVersion: 1, pinnedCompoundVersion: 1, compoundVersion: 2, changes: true }]);

    await publish({ applicationId: app.id });
    expect(await usages(outer.id)).toMatchObject([{ publishedVersion: 2, pinnedCompoundVersion: 2, compoundVersion: 2, changes: false }]);
    served = (await live(app.domain)).body;
    expect([compoundText(served, outer.id), compoundText(served, inner.id)]).toEqual(['Außen neu', 'Innen neu']);

    // A rollback brings back the compounds of the version it republishes.
    await publish({ applicationId: app.id, fromVersion: 1 });
    served = (await live(app.domain)).body;
    expect([compoundText(served, outer.id), compoundText(served, inner.id)]).toEqual(['Außen alt', 'Innen alt']);

    expect(await usages(outer.id)).toMatchObject([{ publishedVersion: 3, pinnedCompoundVersion: 1, changes: true }]);

    const usagesPath = `/api/compoundwidgets/${outer.id}/published-usages`;
    expect((await server.call('GET', usagesPath, { tenant: DEMO_TENANT })).status).toBe(401);
    expect((await server.call('GET', usagesPath, { token: (await userWith(server, [])).token })).status).toBe(403);
    const other = await server.createTenantWithUser({ tenantId: 'tenant-compounds', email: 'c@other.example', password: 'other-password-1', permissions: ['TENANT_ADMIN'] });
    expect((await server.call('GET', usagesPath, { token: other.token })).status).toBe(404);
  });
});
