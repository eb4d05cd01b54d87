import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { expectEnvelope } from '../resources/tests/fixtures.js';
import { userWith } from '../resources/tests/users.js';

/**
 * Publish requests (docs/publishing.md): a builder without the publish permission asks; whoever may publish the
 * application approves (publishing exactly the requested draft version) or rejects; other tenants see nothing.
 */
let server: TestServer;
let admin: string;
let builder: { token: string; userId: string };
let reader: { token: string; userId: string };
let publisher: { token: string; userId: string };
let otherTenant: string;
let domains = 0;

beforeAll(async () => {
  server = await startTestServer();
  admin = await server.adminToken();
  builder = await userWith(server, ['APPLICATIONS_READ', 'APPLICATIONS_WRITE']);
  reader = await userWith(server, ['APPLICATIONS_READ']);
  publisher = await userWith(server, ['APPLICATIONS_READ', 'APPLICATIONS_PUBLISH']);
  otherTenant = (await server.createTenantWithUser({ tenantId: 'requests-other', email: 'boss@requests.example', password: 'other-password-1', permissions: ['TENANT_ADMIN'] })).token;
});
afterAll(() => server?.close());

const page = (greeting: string) => ({ id: 'root', type: 'Container', settings: {}, slots: { children: [{ id: 'greeting', type: 'Text', settings: { text: greeting } }] } });
async function createApp(greeting: string) {
  const domain = `request${++domains}.example.com`;
  const created = await server.call('POST', '/api/applications', { token: builder.token, body: { name: 'Laden', schemaVersion: 1, domain, content: [{ path: '', title: 'Start', widget: page(greeting) }] } });
  expect(created.status).toBe(201);
  return { id: created.body.id as string, domain, version: created.body.version as number };
}
const ask = (body: Record<string, unknown>, token = builder.token) => server.call('POST', '/api/publishrequests', { token, body });
const decide = (id: string, state: string, token = admin) => server.call('PATCH', `/api/publishrequests/${id}`, { token, body: { state } });
const liveText = async (domain: string) => (await server.call('GET', `/api/applications/by-domain?domain=${domain}`)).body.content?.[0].widget.slots.children[0].settings.text;
const openRequestsOf = (applicationId: string, token = admin) => server.call('POST', '/api/publishrequests/search', {
  token, body: { fieldSearches: [{ type: 'foreignId', fieldname: 'applicationId', matcher: 'equals', value: applicationId }, { fieldname: 'state', matcher: 'equals', value: 'open' }] },
});

describe('publish requests', () => {
  it('a builder without the publish permission asks; a publisher sees it and approves, which publishes exactly that draft', async () => {
    const app = await createApp('Eins');
    expect((await server.call('POST', '/api/applicationversions', { token: builder.token, body: { applicationId: app.id } })).status).toBe(403);
    const asked = await ask({ applicationId: app.id, draftVersion: app.version, note: 'Bitte live schalten' });
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({ applicationId: app.id, draftVersion: app.version, note: 'Bitte live schalten', requestedBy: builder.userId, state: 'open', requestedAt: expect.any(Number) });
    expect((await openRequestsOf(app.id, publisher.token)).body.elements.map((r: any) => r.id)).toEqual([asked.body.id]);

    expect((await decide(asked.body.id, 'approved', builder.token)).status).toBe(403);
    expect((await decide(asked.body.id, 'approved', reader.token)).status).toBe(403);
    const approved = await decide(asked.body.id, 'approved', publisher.token);
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ state: 'approved', decidedBy: publisher.userId, decidedAt: expect.any(Number), publishedVersion: 1 });
    expect(await liveText(app.domain)).toBe('Eins');
    const [version] = (await server.call('GET', `/api/applicationversions?search=Bitte`, { token: admin })).body.elements.filter((v: any) => v.applicationId === app.id);
    expect(version).toMatchObject({ number: 1, note: 'Bitte live schalten', publishedBy: publisher.userId });
    expect((await openRequestsOf(app.id)).body.elements).toEqual([]);
    const again = await decide(asked.body.id, 'rejected');
    expect(again.status).toBe(409);
    expect(again.body.error.details[0].field).toBe('state');

    const audit = (await server.call('POST', '/api/auditlog/search?sort=id&size=100', {
      token: admin, body: { fieldSearches: [{ type: 'id', fieldname: 'entityId', matcher: 'equals', value: app.id }] },
    })).body.elements.map((e: any) => e.action);
    expect(audit).toEqual(['create', 'publish-request', 'publish', 'publish-request-approved']);
  });

  it('approving a request for a draft saved again since is a 409 that publishes nothing; rejecting leaves the site as it is', async () => {
    const app = await createApp('Eins');
    const asked = (await ask({ applicationId: app.id, draftVersion: app.version })).body;
    const draft = (await server.call('GET', `/api/applications/${app.id}`, { token: builder.token })).body;
    draft.content[0].widget.slots.children[0].settings.text = 'Zwei';
    expect((await server.call('PUT', `/api/applications/${app.id}`, { token: builder.token, body: draft })).status).toBe(200);
    const stale = await decide(asked.id, 'approved');
    expect(stale.status).toBe(409);
    expectEnvelope(stale.body);
    expect(stale.body.error.message).toContain('saved again');
    expect(stale.body.error.details[0].field).toBe('draftVersion');
    expect((await server.call('GET', `/api/applications/by-domain?domain=${app.domain}`)).body.error.code).toBe('NOT_PUBLISHED');
    expect((await server.call('GET', `/api/publishrequests/${asked.id}`, { token: admin })).body.state).toBe('open');
    const rejected = await decide(asked.id, 'rejected', publisher.token);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({ state: 'rejected', decidedBy: publisher.userId });
    expect(rejected.body.publishedVersion).toBeUndefined();
    expect((await server.call('GET', `/api/applications/by-domain?domain=${app.domain}`)).status).toBe(404);
  });

  it('in a project the project permission decides: PROJECT_PUBLISH approves, APPLICATIONS_PUBLISH alone does not', async () => {
    const projectPublisher = await userWith(server, ['APPLICATIONS_READ']);
    const tenantPublisher = await userWith(server, ['APPLICATIONS_READ', 'APPLICATIONS_WRITE', 'APPLICATIONS_PUBLISH']);
    const project = await server.call('POST', '/api/projects', {
      token: admin,
      body: { name: 'Anfragen', members: [{ userId: projectPublisher.userId, permissions: ['PROJECT_READ', 'PROJECT_PUBLISH'] }, { userId: tenantPublisher.userId, permissions: ['PROJECT_WRITE'] }] },
    });
    expect(project.status).toBe(201);
    const created = await server.call('POST', '/api/applications', { token: builder.token, body: { name: 'Team', schemaVersion: 1, projectId: project.body.id, content: [{ path: '', title: 'Start', widget: page('Team') }] } });
    const asked = (await ask({ applicationId: created.body.id, draftVersion: created.body.version }, tenantPublisher.token)).body;
    expect((await decide(asked.id, 'approved', tenantPublisher.token)).status).toBe(403);
    const approved = await decide(asked.id, 'approved', projectPublisher.token);
    expect(approved.status).toBe(200);
    expect(approved.body.publishedVersion).toBe(1);
  });

  it('who may ask and see: APPLICATIONS_WRITE asks, APPLICATIONS_READ reads, anonymous and other tenants get nothing', async () => {
    const app = await createApp('Eins');
    expect((await ask({ applicationId: app.id, draftVersion: app.version }, reader.token)).status).toBe(403);
    const anonymous = await server.call('POST', '/api/publishrequests', { body: { applicationId: app.id, draftVersion: app.version } });
    expect(anonymous.status).toBe(401);
    const asked = (await ask({ applicationId: app.id, draftVersion: app.version })).body;
    expect((await server.call('GET', '/api/publishrequests')).status).toBe(401);
    expect((await server.call('GET', `/api/publishrequests/${asked.id}`, { token: otherTenant })).status).toBe(404);
    expect((await server.call('GET', '/api/publishrequests', { token: otherTenant })).body.totalElements).toBe(0);
    expect((await decide(asked.id, 'approved', otherTenant)).status).toBe(404);
    const foreign = await ask({ applicationId: app.id, draftVersion: app.version }, otherTenant);
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0].field).toBe('applicationId');
    expect((await server.call('DELETE', `/api/publishrequests/${asked.id}`, { token: admin })).status).toBe(404);
  });

  it('bad bodies are a 400 naming the field; only the state of a request changes', async () => {
    const app = await createApp('Eins');
    const cases: [Record<string, unknown>, number, string][] = [
      [{ draftVersion: app.version }, 400, 'applicationId'],
      [{ applicationId: app.id }, 400, 'draftVersion'],
      [{ applicationId: app.id, draftVersion: 'eins' }, 400, 'draftVersion'],
      [{ applicationId: app.id, draftVersion: app.version, note: 'x'.repeat(501) }, 400, 'note'],
      [{ applicationId: app.id, draftVersion: app.version, state: 'approved' }, 400, 'state'],
      [{ applicationId: app.id, draftVersion: app.version + 1 }, 409, 'draftVersion'],
    ];
    for (const [body, status, field] of cases) {
      const answer = await ask(body);
      expect(answer.status, JSON.stringify(body)).toBe(status);
      expectEnvelope(answer.body);
      expect(answer.body.error.details[0].field, JSON.stringify(body)).toBe(field);
    }
    const asked = (await ask({ applicationId: app.id, draftVersion: app.version })).body;
    for (const [patch, field] of [[{ note: 'anders' }, 'note'], [{ state: 'open' }, 'state'], [{ state: 'maybe' }, 'state'], [{ extra: 1 }, 'extra']] as const) {
      const answer = await server.call('PATCH', `/api/publishrequests/${asked.id}`, { token: admin, body: patch });
      expect(answer.status, JSON.stringify(patch)).toBe(400);
      expect(answer.body.error.details[0].field, JSON.stringify(patch)).toBe(field);
    }
  });
});
