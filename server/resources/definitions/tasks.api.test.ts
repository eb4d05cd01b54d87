import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../users/store.js';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';

/**
 * /api/tasks against the real server: the standard set, validation naming the field, the search by user
 * (`userIds` in) and by period (`start` between), the own-tasks rule for callers without TENANT_ADMIN, and the
 * tenant boundary.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MONDAY = Date.UTC(2024, 5, 3, 8); // Monday 3 June 2024, 08:00 UTC

const server = useTestServer({ timeoutMs: 120_000 });
let employee: { id: string; token: string };
let colleague: { id: string; token: string };

async function user(email: string): Promise<{ id: string; token: string }> {
  const created = await createUser(server.db, DEMO_TENANT, { displayName: email, primaryEmail: email, password: 'planning-Pass-1' });
  return { id: created.id, token: await server.login(email, 'planning-Pass-1', DEMO_TENANT) };
}

const task = (userIds: string[], start: number, title = 'Aufgabe', durationInHours = 2) => ({ title, userIds, start, durationInHours });

beforeAll(async () => {
  employee = await user('employee@example.com');
  colleague = await user('colleague@example.com');
}, 120_000);

describe('/api/tasks', () => {
  it('creates a task with the scheduling derived from the planned hours, reads, patches and deletes it', async () => {
    const created = await server.call('POST', '/api/tasks', { token: employee.token, body: task([employee.id], MONDAY, 'Angebot schreiben') });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ title: 'Angebot schreiben', userIds: [employee.id], start: MONDAY, durationInHours: 2, scheduling: { duration: 2 * HOUR }, version: 1 });

    const read = await server.call('GET', `/api/tasks/${created.body.id}`, { token: colleague.token });
    expect(read.body.title).toBe('Angebot schreiben');

    const patched = await server.call('PATCH', `/api/tasks/${created.body.id}`, { token: employee.token, body: { durationInHours: 3 }, headers: { 'If-Match': '1' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ durationInHours: 3, version: 2 });

    const stale = await server.call('PUT', `/api/tasks/${created.body.id}`, { token: employee.token, body: task([employee.id], MONDAY), headers: { 'If-Match': '1' } });
    expect(stale.status).toBe(409);

    expect((await server.call('DELETE', `/api/tasks/${created.body.id}`, { token: employee.token })).status).toBe(204);
    expect((await server.call('HEAD', `/api/tasks/${created.body.id}`, { token: employee.token })).status).toBe(404);
  });

  it('keeps a scheduling the client sends, with its recurrence', async () => {
    const body = { ...task([employee.id], MONDAY), scheduling: { duration: 90 * 60_000, recurrence: { frequency: 'weekly', interval: 1 } } };
    const created = await server.call('POST', '/api/tasks', { token: employee.token, body });
    expect(created.body.scheduling).toEqual(body.scheduling);
  });

  it('refuses invalid tasks naming the field', async () => {
    const noUsers = await server.call('POST', '/api/tasks', { token: server.admin, body: task([], MONDAY) });
    expect(noUsers.status).toBe(400);
    expect(noUsers.body.error.details[0].field).toBe('userIds');
    const badStart = await server.call('POST', '/api/tasks', { token: server.admin, body: { ...task([employee.id], MONDAY), start: 'Montag' } });
    expect(badStart.status).toBe(400);
    expect(badStart.body.error.details[0].field).toBe('start');
  });

  it('needs a login', async () => {
    expect((await server.call('GET', '/api/tasks', { tenant: DEMO_TENANT })).status).toBe(401);
  });

  it('lets a caller without TENANT_ADMIN plan only its own tasks, the admin anybody', async () => {
    const forOther = await server.call('POST', '/api/tasks', { token: employee.token, body: task([colleague.id], MONDAY) });
    expect(forOther.status).toBe(403);
    const mine = await server.call('POST', '/api/tasks', { token: colleague.token, body: task([colleague.id], MONDAY) });
    const takeOver = await server.call('PUT', `/api/tasks/${mine.body.id}`, { token: employee.token, body: task([employee.id, colleague.id], MONDAY) });
    expect(takeOver.status).toBe(403);
    const byAdmin = await server.call('POST', '/api/tasks', { token: server.admin, body: task([colleague.id, employee.id], MONDAY) });
    expect(byAdmin.status).toBe(201);
  });

  it('lets a caller without TENANT_ADMIN delete only its own tasks, one by one and many at once', async () => {
    const theirs = (await server.call('POST', '/api/tasks', { token: colleague.token, body: task([colleague.id], MONDAY, 'Fremd') })).body.id;
    const mine = (await server.call('POST', '/api/tasks', { token: employee.token, body: task([employee.id], MONDAY, 'Eigen') })).body.id;

    const single = await server.call('DELETE', `/api/tasks/${theirs}`, { token: employee.token });
    expect(single.status).toBe(403);
    expect(single.body.error.code).toBe('FORBIDDEN');
    // A list with one foreign task deletes nothing, not even the caller's own one.
    expect((await server.call('DELETE', `/api/tasks?ids=${mine},${theirs}`, { token: employee.token })).status).toBe(403);
    expect((await server.call('HEAD', `/api/tasks/${theirs}`, { token: employee.token })).status).toBe(200);
    expect((await server.call('HEAD', `/api/tasks/${mine}`, { token: employee.token })).status).toBe(200);

    expect((await server.call('DELETE', `/api/tasks?ids=${mine}`, { token: employee.token })).status).toBe(204);
    expect((await server.call('DELETE', `/api/tasks/${theirs}`, { token: server.admin })).status).toBe(204);
  });

  it('searches by user (userIds in) and by period (start between), sorted by start', async () => {
    const week2 = MONDAY + 7 * DAY;
    const ids: string[] = [];
    for (const [userIds, start, title] of [
      [[employee.id], week2 + 2 * DAY, 'Mittwoch'],
      [[employee.id], week2, 'Montag'],
      [[colleague.id], week2 + DAY, 'Kollege'],
      [[employee.id], week2 + 8 * DAY, 'Danach'],
    ] as const) {
      const created = await server.call('POST', '/api/tasks', { token: server.admin, body: task([...userIds], start, title) });
      ids.push(created.body.id);
    }
    const found = await server.call('POST', '/api/tasks/search', {
      token: employee.token,
      body: {
        logicalOperator: 'and',
        fieldSearches: [
          { type: 'id', fieldname: 'userIds', matcher: 'in', value: [employee.id] },
          { type: 'date', fieldname: 'start', matcher: 'greaterThanOrEquals', value: week2 },
          { type: 'date', fieldname: 'start', matcher: 'lessThan', value: week2 + 7 * DAY },
        ],
        size: 100,
      },
    });
    expect(found.status).toBe(200);
    expect(found.body.elements.map((t: { title: string }) => t.title)).toEqual(['Montag', 'Mittwoch']);
    expect(found.body.totalElements).toBe(2);
  });

  it('is invisible to another tenant', async () => {
    const created = await server.call('POST', '/api/tasks', { token: server.admin, body: task([employee.id], MONDAY, 'Intern') });
    const other = await server.createTenantWithUser({ tenantId: 'other-tasks', email: 'other@example.com', password: 'other-Pass-1', permissions: ['TENANT_ADMIN'] });
    expect((await server.call('GET', `/api/tasks/${created.body.id}`, { token: other.token })).status).toBe(404);
    expect((await server.call('GET', '/api/tasks/count', { token: other.token })).body.count).toBe(0);
  });
});
