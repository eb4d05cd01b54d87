import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';
import { userWith } from './users.js';

/**
 * withReplacements shows only what the caller could read directly: a replaced entity of a resource the caller
 * may not read becomes its public shape (users: id, display name, avatar) or stays an id; the same holds for the
 * members of GET /projects/{id}/users.
 */
const server = useTestServer({ timeoutMs: 120_000 });
let adminUser: { id: string; primaryEmail: string };

beforeAll(async () => {
  adminUser = (await server.call('GET', '/api/users/me', { token: server.admin })).body;
  await server.call('PATCH', '/api/users/me', { token: server.admin, body: { profile: { avatarUrl: '/avatar.png', phone: '0800' }, configuration: [{ key: 'secret', value: 1 }] } });
}, 120_000);

const get = async (path: string, token?: string) => {
  const result = await server.call('GET', path, token ? { token } : { tenant: DEMO_TENANT });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return result.body;
};
const PUBLIC_ADMIN = () => ({ id: adminUser.id, displayName: 'Administrator', profile: { avatarUrl: '/avatar.png' } });

describe('withReplacements and what the caller may read', () => {
  it('gives a user without permissions only the public shape of the users of a task', async () => {
    const shopper = await userWith(server, []);
    const task = await server.call('POST', '/api/tasks', { token: server.admin, body: { title: 'Zusammen', userIds: [shopper.userId, adminUser.id], start: Date.UTC(2024, 0, 1), durationInHours: 1 } });
    expect(task.status).toBe(201);
    const listed = await get('/api/tasks?withReplacements=true&size=1000', shopper.token);
    const replaced = listed.elements.find((t: { id: string }) => t.id === task.body.id);
    expect(replaced.userIds[1]).toEqual(PUBLIC_ADMIN());
    expect(JSON.stringify(listed)).not.toContain(adminUser.primaryEmail);
    const one = await get(`/api/tasks/${task.body.id}?withReplacements=true`, shopper.token);
    expect(one.userIds[1]).toEqual(PUBLIC_ADMIN());
    const searched = await server.call('POST', '/api/tasks/search?withReplacements=true', { token: shopper.token, body: { fieldSearches: [{ type: 'id', fieldname: 'id', matcher: 'equals', value: task.body.id }] } });
    expect(searched.body.elements[0].userIds[1]).toEqual(PUBLIC_ADMIN());

    // TENANT_ADMIN may read users, so it gets the whole entity.
    const full = await get(`/api/tasks/${task.body.id}?withReplacements=true`, server.admin);
    expect(full.userIds[1]).toMatchObject({ id: adminUser.id, primaryEmail: adminUser.primaryEmail, configuration: [{ key: 'secret', value: 1 }] });
  });

  it('gives a PROJECTS_READ user no e-mails or permissions of project members', async () => {
    const reader = await userWith(server, ['PROJECTS_READ']);
    const project = (await server.call('POST', '/api/projects', { token: server.admin, body: { name: 'Geheim' } })).body;
    const replaced = await get(`/api/projects/${project.id}?withReplacements=true`, reader.token);
    expect(replaced.ownerId).toEqual(PUBLIC_ADMIN());
    expect(replaced.members[0].userId).toEqual(PUBLIC_ADMIN());
    const projects = await get('/api/projects?withReplacements=true&size=1000', reader.token);
    expect(projects.elements.length).toBeGreaterThan(1);
    expect(JSON.stringify(projects)).not.toContain(adminUser.primaryEmail);

    const members = await get(`/api/projects/${project.id}/users`, reader.token);
    expect(members.elements).toEqual([{ ...PUBLIC_ADMIN(), projectPermissions: expect.arrayContaining(['PROJECT_ADMIN']) }]);
    const asAdmin = await get(`/api/projects/${project.id}/users`, server.admin);
    expect(asAdmin.elements[0]).toMatchObject({ primaryEmail: adminUser.primaryEmail, permissions: expect.arrayContaining(['TENANT_ADMIN']) });
  });

  it('leaves ids of resources without a public shape unreplaced for callers who may not read them', async () => {
    const corporation = (await server.call('POST', '/api/corporations', { token: server.admin, body: { name: 'Verdeckt AG', email: 'geheim@verdeckt.example' } })).body;
    const counter = (await server.call('POST', '/api/counters', { token: server.admin, body: { name: 'Kasse', corporationId: corporation.id } })).body;
    const counterReader = await userWith(server, ['COUNTERS_READ']);
    expect((await get(`/api/counters/${counter.id}?withReplacements=true`, counterReader.token)).corporationId).toBe(corporation.id);
    const both = await userWith(server, ['COUNTERS_READ', 'CORPORATIONS_READ']);
    expect((await get(`/api/counters/${counter.id}?withReplacements=true`, both.token)).corporationId).toMatchObject({ name: 'Verdeckt AG' });

    // Public reads: a compound widget's project is nothing an anonymous visitor may read.
    const project = (await server.call('POST', '/api/projects', { token: server.admin, body: { name: 'Bausteine', invitations: [{ email: 'invited@example.com' }] } })).body;
    const widget = { id: 'root', type: 'Container', settings: {}, slots: { children: [] } };
    const compound = await server.call('POST', '/api/compoundwidgets', { token: server.admin, body: { name: 'Kopf', widget, projectId: project.id } });
    expect(compound.status, JSON.stringify(compound.body)).toBe(201);
    const anonymous = await get(`/api/compoundwidgets/${compound.body.id}?withReplacements=true`);
    expect(anonymous.projectId).toBe(project.id);
    expect(JSON.stringify(await get('/api/compoundwidgets?withReplacements=true&size=1000'))).not.toContain('invited@example.com');
  });
});
