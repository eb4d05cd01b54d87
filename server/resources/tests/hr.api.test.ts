import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';
import { userWith } from './users.js';

/**
 * Time and HR against the real server (docs/hr.md): worklogs with their owner rules, the server-side timer, the
 * sums per day, week and user (across a week boundary and with a running entry), absence requests with their
 * approval, visitor events, anonymous callers and another tenant.
 */
const HOUR = 3_600_000;
const SUNDAY_22 = Date.UTC(2024, 5, 9, 22); // Sunday 9 June 2024, 22:00 UTC: the end of ISO week 23
const server = useTestServer({ timeoutMs: 120_000 });
type Caller = { token: string; userId: string };
let employee: Caller;
let colleague: Caller;
let manager: Caller;
let visitorDesk: Caller;
let otherTenant: Caller;

const as = (caller: Caller, method: string, path: string, body?: unknown) => server.call(method, `/api${path}`, { token: caller.token, body });
const worklog = (start: number, hours: number, extra: Record<string, unknown> = {}) => ({ start, end: start + hours * HOUR, ...extra });
const fieldOf = (answer: { body: { error: { details: { field: string }[] } } }) => answer.body.error.details[0].field;

beforeAll(async () => {
  employee = await userWith(server, [], 'hr-employee');
  colleague = await userWith(server, [], 'hr-colleague');
  manager = await userWith(server, ['WORKLOGS_READ', 'ABSENCES_APPROVE'], 'hr-manager');
  visitorDesk = await userWith(server, ['VISITOR_EVENTS_WRITE'], 'hr-desk');
  otherTenant = await server.createTenantWithUser({ tenantId: 'hr-other', email: 'boss@hr-other.example', password: 'other-password-1', permissions: ['TENANT_ADMIN'] });
}, 120_000);

describe('/api/worklogs', () => {
  it('stores a manual entry with the duration derived from start and end, and changes it', async () => {
    const created = await as(employee, 'POST', '/worklogs', worklog(SUNDAY_22 - 10 * HOUR, 2, { description: 'Angebot', duration: 5 }));
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ userId: employee.userId, duration: 2 * HOUR, description: 'Angebot' });
    const patched = await as(employee, 'PATCH', `/worklogs/${created.body.id}`, { end: SUNDAY_22 - 7 * HOUR });
    expect(patched.body.duration).toBe(3 * HOUR);
  });

  it('refuses bad entries naming the field', async () => {
    expect(fieldOf(await as(employee, 'POST', '/worklogs', { start: SUNDAY_22 }))).toBe('end');
    expect(fieldOf(await as(employee, 'POST', '/worklogs', { start: SUNDAY_22, end: SUNDAY_22 - 1 }))).toBe('end');
    expect(fieldOf(await as(employee, 'POST', '/worklogs', { start: 'gestern', end: SUNDAY_22 }))).toBe('start');
    const unknownTask = await as(employee, 'POST', '/worklogs', worklog(SUNDAY_22, 1, { taskId: 'no-such-task' }));
    expect(unknownTask.status).toBe(400);
    expect(fieldOf(unknownTask)).toBe('taskId');
  });

  it('keeps an employee to its own entries; WORKLOGS_READ reads everybody\'s', async () => {
    const mine = await as(employee, 'POST', '/worklogs', worklog(SUNDAY_22 - 30 * HOUR, 1));
    // Naming a colleague does not book for the colleague: without WORKLOGS_WRITE the entry is the caller's.
    const forColleague = await as(employee, 'POST', '/worklogs', worklog(SUNDAY_22 - 28 * HOUR, 1, { userId: colleague.userId }));
    expect(forColleague.body.userId).toBe(employee.userId);
    expect((await as(colleague, 'GET', `/worklogs/${mine.body.id}`)).status).toBe(404);
    expect((await as(colleague, 'PATCH', `/worklogs/${mine.body.id}`, { description: 'fremd' })).status).toBe(404);
    expect((await as(colleague, 'DELETE', `/worklogs/${mine.body.id}`)).status).toBe(404);
    expect((await as(employee, 'GET', `/worklogs/${mine.body.id}`)).status).toBe(200);
    const colleagueList = await as(colleague, 'GET', '/worklogs');
    expect(colleagueList.body.elements.every((entry: { userId: string }) => entry.userId === colleague.userId)).toBe(true);
    const managerRead = await as(manager, 'GET', `/worklogs/${mine.body.id}`);
    expect(managerRead.status).toBe(200);
    // Reading everybody's is not writing everybody's.
    expect((await as(manager, 'DELETE', `/worklogs/${mine.body.id}`)).status).toBe(404);
    expect((await as(employee, 'DELETE', `/worklogs/${mine.body.id}`)).status).toBe(204);
  });

  it('needs a login and stays within the tenant', async () => {
    expect((await server.call('GET', '/api/worklogs', { tenant: DEMO_TENANT })).status).toBe(401);
    expect((await server.call('POST', '/api/worklogs/start', { tenant: DEMO_TENANT })).status).toBe(401);
    expect((await server.call('GET', `/api/worklogs/sums?groupBy=day&from=0&to=${SUNDAY_22}`, { tenant: DEMO_TENANT })).status).toBe(401);
    const mine = await as(employee, 'POST', '/worklogs', worklog(SUNDAY_22 - 50 * HOUR, 1));
    expect((await as(otherTenant, 'GET', `/worklogs/${mine.body.id}`)).status).toBe(404);
    expect((await as(otherTenant, 'GET', '/worklogs')).body.totalElements).toBe(0);
  });
});

describe('the worklog timer', () => {
  it('starts one running entry at the server\'s time, shows it to every device and stops it at the server\'s time', async () => {
    const before = Date.now();
    const started = await as(colleague, 'POST', '/worklogs/start', { description: 'Support' });
    expect(started.status).toBe(201);
    expect(started.body.end).toBeUndefined();
    expect(started.body.start).toBeGreaterThanOrEqual(before);
    expect(started.body.start).toBeLessThanOrEqual(Date.now());

    const twice = await as(colleague, 'POST', '/worklogs/start', {});
    expect(twice.status).toBe(409);

    const running = await as(colleague, 'GET', '/worklogs/running');
    expect(running.body.entry).toMatchObject({ id: started.body.id, description: 'Support' });
    expect(running.body.serverTime).toBeGreaterThanOrEqual(started.body.start);
    expect((await as(employee, 'GET', '/worklogs/running')).body.entry).toBeNull();

    // Changing the description of the running entry keeps it running; ending it through PATCH of `end: null` is refused.
    const renamed = await as(colleague, 'PATCH', `/worklogs/${started.body.id}`, { description: 'Kundensupport' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.end).toBeUndefined();
    const stopped = await as(colleague, 'POST', '/worklogs/stop');
    expect(stopped.status).toBe(200);
    expect(stopped.body).toMatchObject({ id: started.body.id, description: 'Kundensupport' });
    expect(stopped.body.end).toBeGreaterThanOrEqual(started.body.start);
    expect(stopped.body.duration).toBe(stopped.body.end - stopped.body.start);
    expect((await as(colleague, 'POST', '/worklogs/stop')).status).toBe(409);
    expect((await as(colleague, 'GET', '/worklogs/running')).body.entry).toBeNull();
  });

  it('refuses a second running entry made through a PATCH, and a stopped entry losing its end', async () => {
    const started = await as(visitorDesk, 'POST', '/worklogs/start', {});
    const done = await as(visitorDesk, 'POST', '/worklogs', worklog(SUNDAY_22, 1));
    const unEnded = await as(visitorDesk, 'PATCH', `/worklogs/${done.body.id}`, { end: null });
    expect(unEnded.status).toBe(400);
    expect(fieldOf(unEnded)).toBe('end');
    expect((await as(visitorDesk, 'POST', '/worklogs/start', { taskId: 'nope' })).status).toBe(409);
    await as(visitorDesk, 'POST', '/worklogs/stop');
    const unknownTask = await as(visitorDesk, 'POST', '/worklogs/start', { taskId: 'nope' });
    expect(unknownTask.status).toBe(400);
    expect(fieldOf(unknownTask)).toBe('taskId');
    expect(started.status).toBe(201);
  });
});

describe('GET /api/worklogs/sums', () => {
  const period = `from=${Date.UTC(2024, 5, 3)}&to=${Date.UTC(2024, 5, 17)}`;
  let sumsUser: Caller;
  beforeAll(async () => {
    sumsUser = await userWith(server, [], 'hr-sums');
    await as(sumsUser, 'POST', '/worklogs', worklog(SUNDAY_22, 4)); // 2 h in week 23 (Sunday), 2 h in week 24 (Monday)
    await as(sumsUser, 'POST', '/worklogs', worklog(Date.UTC(2024, 5, 4, 8), 1.5)); // Tuesday of week 23
  });

  it('sums per day and per ISO week across the week boundary', async () => {
    const days = await as(sumsUser, 'GET', `/worklogs/sums?groupBy=day&${period}`);
    expect(days.status).toBe(200);
    expect(days.body.sums).toEqual([
      { key: '2024-06-04', duration: 1.5 * HOUR }, { key: '2024-06-09', duration: 2 * HOUR }, { key: '2024-06-10', duration: 2 * HOUR },
    ]);
    const weeks = await as(sumsUser, 'GET', `/worklogs/sums?groupBy=week&${period}`);
    expect(weeks.body.sums).toEqual([{ key: '2024-W23', duration: 3.5 * HOUR }, { key: '2024-W24', duration: 2 * HOUR }]);
    expect(weeks.body.total).toBe(5.5 * HOUR);
    const berlin = await as(sumsUser, 'GET', `/worklogs/sums?groupBy=week&${period}&timeZone=Europe/Berlin`);
    expect(berlin.body.sums).toEqual([{ key: '2024-W23', duration: 1.5 * HOUR }, { key: '2024-W24', duration: 4 * HOUR }]);
  });

  it('counts a running entry up to the server\'s time', async () => {
    const started = await as(sumsUser, 'POST', '/worklogs/start', {});
    await new Promise((resolve) => setTimeout(resolve, 50));
    const today = await as(sumsUser, 'GET', `/worklogs/sums?groupBy=user&from=${started.body.start - HOUR}&to=${started.body.start + HOUR}`);
    expect(today.body.sums).toHaveLength(1);
    expect(today.body.sums[0].key).toBe(sumsUser.userId);
    expect(today.body.sums[0].duration).toBe(today.body.serverTime - started.body.start);
    expect(today.body.sums[0].duration).toBeGreaterThanOrEqual(50);
    await as(sumsUser, 'POST', '/worklogs/stop');
  });

  it('sums only the caller\'s own entries unless it reads everybody\'s', async () => {
    const employeeView = await as(employee, 'GET', `/worklogs/sums?groupBy=user&${period}&userId=${sumsUser.userId}`);
    expect(employeeView.body.sums).toEqual([]);
    const managerView = await as(manager, 'GET', `/worklogs/sums?groupBy=user&${period}&userId=${sumsUser.userId}`);
    expect(managerView.body.sums).toEqual([{ key: sumsUser.userId, duration: 5.5 * HOUR }]);
  });

  it('refuses a bad query naming the field', async () => {
    expect(fieldOf(await as(employee, 'GET', `/worklogs/sums?groupBy=month&${period}`))).toBe('groupBy');
    expect(fieldOf(await as(employee, 'GET', `/worklogs/sums?groupBy=day&${period}&timeZone=Mars/Base`))).toBe('timeZone');
    expect(fieldOf(await as(employee, 'GET', `/worklogs/sums?groupBy=day&from=10&to=5`))).toBe('to');
    expect(fieldOf(await as(employee, 'GET', '/worklogs/sums?groupBy=day&to=5'))).toBe('from');
  });
});

describe('/api/absences', () => {
  const vacation = { type: 'vacation', from: '2024-07-01', to: '2024-07-05', note: 'Sommer' };

  it('lets the employee request and a manager approve once; nobody changes or deletes a decided one', async () => {
    const requested = await as(employee, 'POST', '/absences', vacation);
    expect(requested.status).toBe(201);
    expect(requested.body).toMatchObject({ ...vacation, userId: employee.userId, status: 'requested' });
    const id = requested.body.id;

    expect((await as(employee, 'PATCH', `/absences/${id}`, { status: 'approved' })).status).toBe(403);
    expect((await as(colleague, 'GET', `/absences/${id}`)).status).toBe(404);
    const moved = await as(employee, 'PATCH', `/absences/${id}`, { to: '2024-07-03' });
    expect(moved.body.to).toBe('2024-07-03');

    const approved = await as(manager, 'PATCH', `/absences/${id}`, { status: 'approved' });
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ status: 'approved', decidedBy: manager.userId });
    expect(approved.body.decidedAt).toBeGreaterThan(Date.now() - 60_000);

    const change = await as(employee, 'PATCH', `/absences/${id}`, { note: 'doch nicht' });
    expect(change.status).toBe(409);
    expect(fieldOf(change)).toBe('status');
    expect((await as(manager, 'PATCH', `/absences/${id}`, { status: 'rejected' })).status).toBe(409);
    expect((await as(employee, 'DELETE', `/absences/${id}`)).status).toBe(409);
    expect((await server.call('DELETE', `/api/absences/${id}`, { token: await server.adminToken() })).status).toBe(409);
  });

  it('lets the employee withdraw while requested, and a manager reject', async () => {
    const first = await as(employee, 'POST', '/absences', { ...vacation, from: '2024-08-01', to: '2024-08-01' });
    expect((await as(manager, 'DELETE', `/absences/${first.body.id}`)).status).toBe(403);
    expect((await as(employee, 'DELETE', `/absences/${first.body.id}`)).status).toBe(204);
    const second = await as(employee, 'POST', '/absences', { type: 'sick', from: '2024-08-05', to: '2024-08-06' });
    const rejected = await as(manager, 'PATCH', `/absences/${second.body.id}`, { status: 'rejected' });
    expect(rejected.body).toMatchObject({ status: 'rejected', decidedBy: manager.userId });
  });

  it('keeps deciding to managers, never for their own absence, and without changing the request', async () => {
    const own = await as(manager, 'POST', '/absences', vacation);
    expect((await as(manager, 'PATCH', `/absences/${own.body.id}`, { status: 'approved' })).status).toBe(403);
    const other = await as(colleague, 'POST', '/absences', vacation);
    const sneaky = await as(manager, 'PATCH', `/absences/${other.body.id}`, { status: 'approved', to: '2024-12-31' });
    expect(sneaky.status).toBe(400);
    expect(fieldOf(sneaky)).toBe('to');
    expect((await as(manager, 'PATCH', `/absences/${other.body.id}`, { note: 'geändert' })).status).toBe(403);
    const all = await as(manager, 'GET', '/absences?size=100');
    expect(all.body.elements.map((a: { userId: string }) => a.userId)).toEqual(expect.arrayContaining([colleague.userId, manager.userId]));
  });

  it('refuses bad requests naming the field', async () => {
    expect(fieldOf(await as(employee, 'POST', '/absences', { ...vacation, status: 'approved' }))).toBe('status');
    expect(fieldOf(await as(employee, 'POST', '/absences', { ...vacation, decidedBy: manager.userId }))).toBe('decidedBy');
    expect(fieldOf(await as(employee, 'POST', '/absences', { ...vacation, from: '2024-02-30' }))).toBe('from');
    expect(fieldOf(await as(employee, 'POST', '/absences', { ...vacation, to: '2024-06-30' }))).toBe('to');
    expect(fieldOf(await as(employee, 'POST', '/absences', { ...vacation, type: 'sabbatical' }))).toBe('type');
  });

  it('needs a login and stays within the tenant', async () => {
    expect((await server.call('GET', '/api/absences', { tenant: DEMO_TENANT })).status).toBe(401);
    const mine = await as(employee, 'POST', '/absences', vacation);
    expect((await as(otherTenant, 'GET', `/absences/${mine.body.id}`)).status).toBe(404);
    expect((await as(otherTenant, 'PATCH', `/absences/${mine.body.id}`, { status: 'approved' })).status).toBe(404);
  });
});

describe('/api/visitorevents', () => {
  const visit = { title: 'Besuch ACME', start: SUNDAY_22, end: SUNDAY_22 + 2 * HOUR, location: 'Empfang', visitors: [{ name: 'Ada', company: 'ACME' }] };

  it('is read by every signed-in user and written with VISITOR_EVENTS_WRITE', async () => {
    expect((await as(employee, 'POST', '/visitorevents', visit)).status).toBe(403);
    const created = await as(visitorDesk, 'POST', '/visitorevents', visit);
    expect(created.status).toBe(201);
    expect((await as(employee, 'GET', `/visitorevents/${created.body.id}`)).body).toMatchObject(visit);
    expect((await server.call('GET', '/api/visitorevents', { tenant: DEMO_TENANT })).status).toBe(401);
    expect((await as(otherTenant, 'GET', `/visitorevents/${created.body.id}`)).status).toBe(404);
  });

  it('refuses an end before the start and a visitor without a name', async () => {
    expect(fieldOf(await as(visitorDesk, 'POST', '/visitorevents', { ...visit, end: visit.start - 1 }))).toBe('end');
    expect(fieldOf(await as(visitorDesk, 'POST', '/visitorevents', { ...visit, visitors: [{ name: '' }] }))).toBe('visitors.0.name');
  });
});
