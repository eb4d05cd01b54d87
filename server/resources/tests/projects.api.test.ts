import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';
import { DOCUMENT_WIDGET } from './fixtures.js';
import { userWith } from './users.js';

/** The project calls (docs/api.md, Projects) beyond the standard set, and import of an export. */
const server = useTestServer();
let adminId: string;

beforeAll(async () => {
  adminId = (await server.call('GET', '/api/users/me', { token: server.admin })).body.id;
});

const call = (method: string, path: string, body?: unknown) => server.call(method, `/api${path}`, { token: server.admin, body });

async function projectWithContent() {
  const project = (await call('POST', '/projects', { name: 'Shop', description: 'Ein Shop' })).body;
  const compound = (await call('POST', '/compoundwidgets', { name: 'Kopf', projectId: project.id, widget: DOCUMENT_WIDGET })).body;
  const app = (await call('POST', '/applications', {
    name: 'Shop-App', projectId: project.id, domain: `shop-${project.id}.example.com`, schemaVersion: 1,
    content: [{ path: '', title: 'Start', widget: { ...DOCUMENT_WIDGET, slots: { children: [{ id: 'c1', type: 'CompoundWidget', settings: { compoundId: compound.id } }] } } }],
  })).body;
  return { project, compound, app };
}

describe('projects', () => {
  it('the creator is owner and first member with every project permission', async () => {
    const project = (await call('POST', '/projects', { name: 'Neu' })).body;
    expect(project.ownerId).toBe(adminId);
    const permissions = (await call('GET', `/projects/${project.id}/permissions/available`)).body;
    expect(permissions).toEqual(expect.arrayContaining(['PROJECT_READ', 'PROJECT_WRITE']));
    expect(project.members).toEqual([{ userId: adminId, permissions }]);
  });

  it('lists its users and invitations paged, and removes a user', async () => {
    const member = await userWith(server, []);
    const project = (await call('POST', '/projects', {
      name: 'Team',
      members: [{ userId: member.userId, permissions: ['PROJECT_READ'] }],
      invitations: [{ email: 'a@example.com' }, { email: 'b@example.com', permissions: ['PROJECT_WRITE'] }, { email: 'c@example.com' }],
    })).body;
    const users = (await call('GET', `/projects/${project.id}/users?page=1&size=10`)).body;
    expect(users).toMatchObject({ totalElements: 2, page: 1, size: 10 });
    expect(users.elements.map((u: { id: string }) => u.id)).toEqual([adminId, member.userId]);
    expect(users.elements[1]).toMatchObject({ projectPermissions: ['PROJECT_READ'], primaryEmail: expect.any(String) });
    expect(JSON.stringify(users)).not.toContain('password');
    const invitations = (await call('GET', `/projects/${project.id}/invitations?page=2&size=2`)).body;
    expect(invitations).toMatchObject({ totalElements: 3, page: 2, size: 2 });
    expect(invitations.elements).toEqual([expect.objectContaining({ email: 'c@example.com', id: expect.any(String) })]);

    const removed = await call('POST', `/projects/${project.id}/users/${member.userId}/remove`);
    expect(removed.status).toBe(200);
    expect(removed.body.members.map((m: { userId: string }) => m.userId)).toEqual([adminId]);
    expect((await call('POST', `/projects/${project.id}/users/${member.userId}/remove`)).status).toBe(404);
    expect((await call('GET', `/projects/nope/users`)).status).toBe(404);
  });

  it('refuses members that are no users of the tenant, naming the field', async () => {
    const result = await call('POST', '/projects', { name: 'X', members: [{ userId: 'ghost', permissions: [] }] });
    expect(result.status).toBe(400);
    expect(result.body.error.details[0].field).toBe('members.0.userId');
  });

  it('exports a project with its applications and compound widgets', async () => {
    const { project, compound, app } = await projectWithContent();
    const exported = (await call('GET', `/projects/${project.id}/export`)).body;
    expect(exported).toMatchObject({ format: 'baukasten-project', formatVersion: 1, project: { id: project.id, name: 'Shop' } });
    expect(exported.applications.map((a: { id: string }) => a.id)).toEqual([app.id]);
    expect(exported.compoundWidgets.map((c: { id: string }) => c.id)).toEqual([compound.id]);
  });

  it('imports an export as a new project with new ids and rewritten references', async () => {
    const { project, compound, app } = await projectWithContent();
    const exported = (await call('GET', `/projects/${project.id}/export`)).body;
    const imported = await call('POST', '/projects/import', exported);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    expect(imported.body.id).not.toBe(project.id);
    expect(imported.body.name).toBe('Shop');
    const again = (await call('GET', `/projects/${imported.body.id}/export`)).body;
    expect(again.applications).toHaveLength(1);
    expect(again.compoundWidgets).toHaveLength(1);
    const [newApp] = again.applications;
    const [newCompound] = again.compoundWidgets;
    expect(newApp.id).not.toBe(app.id);
    expect(newCompound.id).not.toBe(compound.id);
    expect(newApp.projectId).toBe(imported.body.id);
    expect(newApp.content[0].widget.slots.children[0].settings.compoundId).toBe(newCompound.id);
    // The domain stays with the original application.
    expect(newApp.domain).toBeUndefined();
  });

  it('an import with an invalid document is a 400 naming it, and creates nothing', async () => {
    const before = (await call('GET', '/projects/count')).body.count;
    const result = await call('POST', '/projects/import', {
      format: 'baukasten-project', formatVersion: 1, project: { name: 'Kaputt' }, compoundWidgets: [],
      applications: [{ name: 'A', schemaVersion: 1, content: [{ path: '', widget: { type: 'Text' } }] }],
    });
    expect(result.status).toBe(400);
    expect(result.body.error.details[0].field).toBe('applications.0.content.0.widget.id');
    expect((await call('GET', '/projects/count')).body.count).toBe(before);
    expect((await call('POST', '/projects/import', { format: 'zip' })).status).toBe(400);
  });

  it('refuses an import whose compounds contain themselves (A in B in A, or A in A) with a 400 naming the chain, storing nothing', async () => {
    const count = async (resource: string) => (await call('GET', `/${resource}/count`)).body.count;
    const before = { projects: await count('projects'), compounds: await count('compoundwidgets'), apps: await count('applications') };
    const holding = (id: string, compoundId: string) => ({ ...DOCUMENT_WIDGET, slots: { children: [{ id, type: 'CompoundWidget', settings: { compoundId } }] } });
    const crafted = (compoundWidgets: object[]) => ({
      format: 'baukasten-project', formatVersion: 1, project: { name: 'Zyklisch' }, compoundWidgets,
      applications: [{ name: 'Zyklus-App', schemaVersion: 1, content: [{ path: '', widget: holding('use-a', 'ca') }] }],
    });

    const through = await call('POST', '/projects/import', crafted([
      { id: 'ca', name: 'Kachel A', widget: holding('in-a', 'cb') },
      { id: 'cb', name: 'Kachel B', widget: holding('in-b', 'ca') },
    ]));
    expect(through.status).toBe(400);
    expect(through.body.error.details[0].field).toBe('compoundWidgets.0.widget');
    expect(through.body.error.message).toContain('Kachel A (ca) → Kachel B (cb) → Kachel A (ca)');

    const direct = await call('POST', '/projects/import', crafted([{ id: 'ca', name: 'Kachel A', widget: holding('self', 'ca') }]));
    expect(direct.status).toBe(400);
    expect(direct.body.error.message).toContain('Kachel A (ca) → Kachel A (ca)');

    expect({ projects: await count('projects'), compounds: await count('compoundwidgets'), apps: await count('applications') }).toEqual(before);

    // The same export without the back reference imports, instances linked to the new ids.
    const fine = await call('POST', '/projects/import', crafted([
      { id: 'ca', name: 'Kachel A', widget: holding('in-a', 'cb') },
      { id: 'cb', name: 'Kachel B', widget: DOCUMENT_WIDGET },
    ]));
    expect(fine.status, JSON.stringify(fine.body)).toBe(201);
    const again = (await call('GET', `/projects/${fine.body.id}/export`)).body;
    const byName = Object.fromEntries(again.compoundWidgets.map((c: { name: string; id: string }) => [c.name, c]));
    expect(byName['Kachel A'].widget.slots.children[0].settings.compoundId).toBe(byName['Kachel B'].id);
    expect(again.applications[0].content[0].widget.slots.children[0].settings.compoundId).toBe(byName['Kachel A'].id);
  });

  it('deleting a project deletes its applications and compound widgets', async () => {
    const { project, compound, app } = await projectWithContent();
    expect((await call('DELETE', `/projects/${project.id}`)).status).toBe(204);
    expect((await call('GET', `/applications/${app.id}`)).status).toBe(404);
    expect((await call('GET', `/compoundwidgets/${compound.id}`)).status).toBe(404);
  });

  it('project calls need a token and the project permissions', async () => {
    const project = (await call('POST', '/projects', { name: 'Geheim' })).body;
    expect((await server.call('GET', `/api/projects/${project.id}/export`, { tenant: 'demo' })).status).toBe(401);
    const reader = await userWith(server, ['PROJECTS_READ']);
    expect((await server.call('GET', `/api/projects/${project.id}/export`, { token: reader.token })).status).toBe(200);
    expect((await server.call('POST', `/api/projects/${project.id}/users/${adminId}/remove`, { token: reader.token })).status).toBe(403);
    expect((await server.call('POST', '/api/projects/import', { token: reader.token, body: {} })).status).toBe(403);
  });
});
