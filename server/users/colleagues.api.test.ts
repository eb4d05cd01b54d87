import { describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';
import { userWith } from '../resources/tests/users.js';

/**
 * Users as the people around a signed-in user see them: the colleague list (id, display name, avatar only), user
 * groups with their members replaced, and the newest registrations for those who may read users.
 */
const server = useTestServer();
const as = (token: string, method: string, path: string, body?: unknown, tenant?: string) =>
  server.call(method, `/api${path}`, { token, body, tenant });

describe('GET /users/colleagues', () => {
  it('lists every user of the tenant to a caller without any permission, by display name, without e-mails or configuration', async () => {
    const plain = await userWith(server, [], 'zora-plain');
    const avatar = await userWith(server, [], 'anton-avatar');
    await as(server.admin, 'PATCH', `/users/${avatar.userId}`, { profile: { avatarUrl: '/api/files/a.png', phone: '0171' }, configuration: [{ key: 'workingHoursPerWeek', value: 30 }] });

    const page = await as(plain.token, 'GET', '/users/colleagues?size=1000');
    expect(page.status).toBe(200);
    const names = page.body.elements.map((c: { displayName: string }) => c.displayName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(page.body.totalElements).toBe(page.body.elements.length);
    expect(page.body.elements.find((c: { id: string }) => c.id === avatar.userId)).toEqual({ id: avatar.userId, displayName: 'anton-avatar', profile: { avatarUrl: '/api/files/a.png' } });
    for (const colleague of page.body.elements) expect(Object.keys(colleague).sort()).toEqual(['displayName', 'id', 'profile']);
    expect(JSON.stringify(page.body)).not.toMatch(/@example\.com|workingHours|0171|permissions/);
  });

  it('pages, searches the display name only (never the e-mail) and treats % and _ as text', async () => {
    const caller = await userWith(server, [], 'paula-pager');
    const first = await as(caller.token, 'GET', '/users/colleagues?size=1&page=1');
    const second = await as(caller.token, 'GET', '/users/colleagues?size=1&page=2');
    expect([first.body.size, first.body.page, second.body.page]).toEqual([1, 1, 2]);
    expect(first.body.elements[0].id).not.toBe(second.body.elements[0].id);
    expect((await as(caller.token, 'GET', '/users/colleagues?search=PAULA')).body.elements.map((c: { id: string }) => c.id)).toEqual([caller.userId]);
    expect((await as(caller.token, 'GET', '/users/colleagues?search=example.com')).body.totalElements).toBe(0);
    expect((await as(caller.token, 'GET', '/users/colleagues?search=%25')).body.totalElements).toBe(0);
    expect((await as(caller.token, 'GET', '/users/colleagues?search=_')).body.totalElements).toBe(0);
  });

  it('needs a token, stays in the caller\'s tenant and refuses bad paging with a 400 naming the field', async () => {
    expect((await server.call('GET', '/api/users/colleagues', { tenant: DEMO_TENANT })).status).toBe(401);
    const other = await server.createTenantWithUser({ tenantId: 'colleagues-other', email: 'solo@other.example', password: 'other-secret-1', permissions: [] });
    const page = await as(other.token, 'GET', '/users/colleagues');
    expect(page.body.elements.map((c: { id: string }) => c.id)).toEqual([other.userId]);
    const bad = await as(server.admin, 'GET', '/users/colleagues?size=0');
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('size');
  });
});

describe('/usergroups', () => {
  it('USERGROUPS_WRITE creates, changes and deletes; USERGROUPS_READ only reads; a plain user gets 403; members are kept once', async () => {
    const writer = await userWith(server, ['USERGROUPS_WRITE']);
    const reader = await userWith(server, ['USERGROUPS_READ']);
    const plain = await userWith(server, []);
    const created = await as(writer.token, 'POST', '/usergroups', { name: 'Lager', userIds: [plain.userId, plain.userId, reader.userId] });
    expect(created.status).toBe(201);
    expect(created.body.userIds).toEqual([plain.userId, reader.userId]);
    expect((await as(reader.token, 'GET', `/usergroups/${created.body.id}`)).status).toBe(200);
    expect((await as(reader.token, 'PATCH', `/usergroups/${created.body.id}`, { name: 'x' })).status).toBe(403);
    expect((await as(reader.token, 'DELETE', `/usergroups/${created.body.id}`)).status).toBe(403);
    expect((await as(plain.token, 'GET', '/usergroups')).status).toBe(403);
    expect((await as(plain.token, 'POST', '/usergroups', { name: 'Eigene' })).status).toBe(403);
    expect((await as(writer.token, 'PATCH', `/usergroups/${created.body.id}`, { name: 'Lager Nord' })).body.name).toBe('Lager Nord');
    expect((await as(writer.token, 'DELETE', `/usergroups/${created.body.id}`)).status).toBe(204);
    expect((await as(writer.token, 'GET', `/usergroups/${created.body.id}`)).status).toBe(404);
  });

  it('withReplacements shows members as colleagues to a reader without TENANT_ADMIN, whole users to the administrator', async () => {
    const reader = await userWith(server, ['USERGROUPS_READ']);
    const member = await userWith(server, [], 'mia-member');
    const group = (await as(server.admin, 'POST', '/usergroups', { name: 'Montage', userIds: [member.userId] })).body;
    const shown = await as(reader.token, 'GET', `/usergroups/${group.id}?withReplacements=true`);
    expect(shown.body.userIds).toEqual([{ id: member.userId, displayName: 'mia-member', profile: {} }]);
    const searched = await as(reader.token, 'POST', '/usergroups/search?withReplacements=true', { fieldSearches: [] });
    expect(JSON.stringify(searched.body)).not.toMatch(/@example\.com|primaryEmail|permissions/);
    const whole = await as(server.admin, 'GET', `/usergroups/${group.id}?withReplacements=true`);
    expect(whole.body.userIds[0]).toMatchObject({ id: member.userId, primaryEmail: 'mia-member@example.com' });
  });

  it('refuses unknown fields and a bad member id naming the field; another tenant neither sees nor changes the group', async () => {
    const unknown = await as(server.admin, 'POST', '/usergroups', { name: 'G', permissions: ['TENANT_ADMIN'] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('permissions');
    const badMember = await as(server.admin, 'POST', '/usergroups', { name: 'G', userIds: [42] });
    expect([badMember.status, badMember.body.error.details[0].field]).toEqual([400, 'userIds.0']);
    const noName = await as(server.admin, 'POST', '/usergroups', { userIds: [] });
    expect([noName.status, noName.body.error.details[0].field]).toEqual([400, 'name']);

    const group = (await as(server.admin, 'POST', '/usergroups', { name: 'Nur Demo' })).body;
    const other = await server.createTenantWithUser({ tenantId: 'groups-other', email: 'boss@groups.example', password: 'other-secret-1', permissions: ['TENANT_ADMIN'] });
    expect((await as(other.token, 'GET', `/usergroups/${group.id}`)).status).toBe(404);
    expect((await as(other.token, 'PATCH', `/usergroups/${group.id}`, { name: 'gekapert' })).status).toBe(404);
    expect((await as(other.token, 'DELETE', `/usergroups/${group.id}`)).status).toBe(404);
    expect((await as(server.admin, 'GET', `/usergroups/${group.id}`)).body.name).toBe('Nur Demo');
  });
});

describe('the newest registrations', () => {
  it('GET /users?sort=-createdAt,-id lists the newest users first to TENANT_ADMIN only', async () => {
    const older = await userWith(server, [], 'reg-older');
    const newer = await userWith(server, [], 'reg-newer');
    const page = await as(server.admin, 'GET', '/users?sort=-createdAt,-id&size=2');
    expect(page.body.elements.map((u: { id: string }) => u.id)).toEqual([newer.userId, older.userId]);
    expect((await as(newer.token, 'GET', '/users?sort=-createdAt,-id&size=2')).status).toBe(403);
  });
});

describe('GET /roles/{id}/membership', () => {
  it('tells any signed-in caller whether it is in the role, 404 for an unknown role, nothing across tenants', async () => {
    const member = await userWith(server, []);
    const outsider = await userWith(server, []);
    const role = (await as(server.admin, 'POST', '/roles', { name: 'Vertrieb', userIds: [member.userId] })).body;
    expect((await as(member.token, 'GET', `/roles/${role.id}/membership`)).body).toEqual({ roleId: role.id, member: true });
    expect((await as(outsider.token, 'GET', `/roles/${role.id}/membership`)).body).toEqual({ roleId: role.id, member: false });
    expect((await as(outsider.token, 'GET', `/roles/${role.id}`)).status).toBe(403);
    const unknown = await as(member.token, 'GET', '/roles/no-such-role/membership');
    expect([unknown.status, unknown.body.error.code]).toEqual([404, expect.any(String)]);
    expect((await server.call('GET', `/api/roles/${role.id}/membership`, { tenant: DEMO_TENANT })).status).toBe(401);
    const other = await server.createTenantWithUser({ tenantId: 'roles-other', email: 'x@roles.example', password: 'other-secret-1', permissions: [] });
    expect((await as(other.token, 'GET', `/roles/${role.id}/membership`)).status).toBe(404);
    const bad = await as(member.token, 'GET', '/roles/bad%20id/membership');
    expect([bad.status, bad.body.error.details[0]?.field]).toEqual([400, 'id']);
  });
});
