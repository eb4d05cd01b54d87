import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';
import { userWith } from './users.js';

/**
 * No escalation through roles: a caller with ROLES_WRITE changes a role (who holds it, what it grants, its name,
 * or deletes it) only when it holds every permission the role grants, before and after the change, or holds
 * TENANT_ADMIN. Checked on every write path: POST, PUT, PATCH, PUT /force, DELETE and DELETE ?ids=.
 */
const server = useTestServer({ timeoutMs: 120_000 });
let adminRoleId: string;
let roleWriter: { token: string; userId: string };

beforeAll(async () => {
  const roles = await server.call('GET', '/api/roles?size=1000', { token: server.admin });
  adminRoleId = roles.body.elements.find((r: { permissions: string[] }) => r.permissions.includes('TENANT_ADMIN')).id;
  roleWriter = await userWith(server, ['ROLES_READ', 'ROLES_WRITE']);
}, 120_000);

const as = (token: string, method: string, path: string, body?: unknown) => server.call(method, `/api${path}`, { token, body });
const myPermissions = async (token: string) => (await as(token, 'GET', '/users/me')).body.permissions as string[];
const adminRole = async () => (await as(server.admin, 'GET', `/roles/${adminRoleId}`)).body;

describe('role writes without escalation', () => {
  it('refuses adding oneself to the admin role by PATCH, PUT and PUT /force', async () => {
    const before = await adminRole();
    const withMe = [...before.userIds, roleWriter.userId];

    const patched = await as(roleWriter.token, 'PATCH', `/roles/${adminRoleId}`, { userIds: withMe });
    expect(patched.status).toBe(403);
    expect(patched.body.error.code).toBe('FORBIDDEN');
    const put = await as(roleWriter.token, 'PUT', `/roles/${adminRoleId}`, { name: before.name, userIds: withMe, permissions: before.permissions });
    expect(put.status).toBe(403);
    const forced = await as(roleWriter.token, 'PUT', `/roles/${adminRoleId}/force`, { name: before.name, userIds: withMe, permissions: before.permissions });
    expect(forced.status).toBe(403);

    expect(await myPermissions(roleWriter.token)).not.toContain('TENANT_ADMIN');
    expect((await adminRole()).userIds).toEqual(before.userIds);
  });

  it('refuses removing others from, renaming and deleting a role granting more than the caller holds', async () => {
    const before = await adminRole();
    expect((await as(roleWriter.token, 'PATCH', `/roles/${adminRoleId}`, { userIds: [] })).status).toBe(403);
    expect((await as(roleWriter.token, 'PATCH', `/roles/${adminRoleId}`, { name: 'Umbenannt' })).status).toBe(403);
    expect((await as(roleWriter.token, 'DELETE', `/roles/${adminRoleId}`)).status).toBe(403);
    expect((await as(roleWriter.token, 'DELETE', `/roles?ids=${adminRoleId}`)).status).toBe(403);
    expect(await adminRole()).toEqual(before);
  });

  it('refuses creating or forcing a role with permissions the caller lacks, with itself as member', async () => {
    const created = await as(roleWriter.token, 'POST', '/roles', { name: 'Hintertür', userIds: [roleWriter.userId], permissions: ['AUDIT_READ'] });
    expect(created.status).toBe(403);
    const forced = await as(roleWriter.token, 'PUT', '/roles/backdoor/force', { name: 'Hintertür', userIds: [roleWriter.userId], permissions: ['TENANT_ADMIN'] });
    expect(forced.status).toBe(403);
    expect((await as(server.admin, 'GET', '/roles/backdoor')).status).toBe(404);
    expect(await myPermissions(roleWriter.token)).toEqual(['ROLES_READ', 'ROLES_WRITE']);
  });

  it('counts permissions the caller holds through the role itself, and still refuses adding one it lacks', async () => {
    // A role of the caller that also grants AUDIT_READ (which the caller holds only through this role).
    const shared = await as(server.admin, 'POST', '/roles', { name: 'Geteilt', userIds: [roleWriter.userId], permissions: ['ROLES_READ', 'AUDIT_READ'] });
    expect(shared.status).toBe(201);
    // Holding AUDIT_READ through this very role counts as holding it: the caller may manage the role.
    const rename = await as(roleWriter.token, 'PATCH', `/roles/${shared.body.id}`, { name: 'Geteilt 2' });
    expect(rename.status).toBe(200);
    // But it cannot add a permission it does not hold.
    expect((await as(roleWriter.token, 'PATCH', `/roles/${shared.body.id}`, { permissions: ['ROLES_READ', 'AUDIT_READ', 'ORDERS_READ'] })).status).toBe(403);
  });

  it('lets a caller manage roles within its own permissions, and TENANT_ADMIN every role', async () => {
    const shop = await as(roleWriter.token, 'POST', '/roles', { name: 'Rollenpflege', userIds: [], permissions: ['ROLES_READ'] });
    expect(shop.status).toBe(201);
    const other = await userWith(server, []);
    expect((await as(roleWriter.token, 'PATCH', `/roles/${shop.body.id}`, { userIds: [other.userId] })).status).toBe(200);
    expect(await myPermissions(other.token)).toEqual(['ROLES_READ']);
    expect((await as(roleWriter.token, 'PUT', `/roles/${shop.body.id}/force`, { name: 'Rollenpflege', userIds: [], permissions: [] })).status).toBe(200);
    expect((await as(roleWriter.token, 'DELETE', `/roles?ids=${shop.body.id}`)).status).toBe(204);

    const before = await adminRole();
    const newAdmin = await userWith(server, []);
    expect((await as(server.admin, 'PATCH', `/roles/${adminRoleId}`, { userIds: [...before.userIds, newAdmin.userId] })).status).toBe(200);
    expect(await myPermissions(newAdmin.token)).toContain('TENANT_ADMIN');
  });
});
