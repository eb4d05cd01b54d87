// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { apiRequest } from '../../api/http';
import { createAbsence, createUser, createVisitorEvent, createWorklog, deleteManyWorklogs, getWorklogs, patchAbsence } from '../../api/resources';
import { getRunningWorklog, stopWorklog } from '../../api/worklogTimer';
import type { User } from '../../../model/api/schemas/users';
import type { WidgetNode } from '../../../model/document/types';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree } from '../../testing/renderTree';
import { isoDay, weekOf } from '../planning/calendar';

/**
 * The time and HR widgets against the real server (docs/hr.md): the timer keeps running across a new page (the
 * entry lives on the server) and books on stop; an employee requests an absence and a manager approves it after
 * confirming; the planning timeline shows the approved absence and the booked worklog.
 */
const registry = createBuiltinRegistry();
const EMPLOYEE = { email: 'hr-widget-employee@example.com', password: 'employee-Pass-1' };
let server: StoreTestServer;
let admin: User;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  admin = await apiRequest<User>('GET', '/users/me');
  await createUser({ displayName: 'Erika Muster', primaryEmail: EMPLOYEE.email, password: EMPLOYEE.password, profile: {}, configuration: [] } as never);
}, 120_000);
afterAll(async () => {
  await server?.logout();
  await server?.stop();
});
afterEach(async () => {
  cleanup();
  await server.loginAsAdmin();
  if ((await getRunningWorklog()).entry) await stopWorklog();
});

const byTestId = async (container: HTMLElement, testId: string) => {
  await waitFor(() => expect(container.querySelector(`[data-testid=${testId}]`)).not.toBeNull(), { timeout: 5000 });
  return container.querySelector<HTMLElement>(`[data-testid=${testId}]`)!;
};

describe('WorklogLikeTimer', () => {
  const timer: WidgetNode = { id: 'timer', type: 'WorklogLikeTimer', settings: { label: 'Meine Zeit' } };

  it('starts on the server, still runs on a new page with the server\'s elapsed time, and books the time on stop', async () => {
    const first = renderTree(timer, { registry });
    expect((await byTestId(first.container, 'timer-status')).textContent).toBe('Kein Timer läuft.');
    fireEvent.change(await byTestId(first.container, 'timer-description-input'), { target: { value: 'Angebot' } });
    fireEvent.click(await byTestId(first.container, 'timer-start'));
    await byTestId(first.container, 'timer-stop');
    const running = (await getRunningWorklog()).entry!;
    expect(running).toMatchObject({ userId: admin.id, description: 'Angebot' });
    first.unmount();

    // A reload (a new page with a new query cache) shows the entry of the server still running.
    const second = renderTree(timer, { registry });
    await byTestId(second.container, 'timer-stop');
    expect(second.container.querySelector('[data-testid=worklog-timer]')!.getAttribute('data-running')).toBe('true');
    expect((await byTestId(second.container, 'timer-elapsed')).textContent).toMatch(/^0:00:0\d$/);
    expect((await byTestId(second.container, 'timer-description')).textContent).toBe('Angebot');

    fireEvent.click(await byTestId(second.container, 'timer-stop'));
    expect((await byTestId(second.container, 'timer-booked')).textContent).toBe('Gebucht: 0:00 h');
    expect((await getRunningWorklog()).entry).toBeNull();
    const booked = (await getWorklogs({ size: 5 })).elements.find((entry) => entry.id === running.id)!;
    expect(booked.end).toBeGreaterThanOrEqual(running.start);
    expect(booked.duration).toBe(booked.end! - booked.start);
  });
});

describe('AbsenceRequests', () => {
  const requests: WidgetNode = { id: 'absences', type: 'AbsenceRequests' };

  it('lets the employee request and a manager approve after confirming', async () => {
    await server.login(EMPLOYEE.email, EMPLOYEE.password);
    const asEmployee = renderTree(requests, { registry });
    await byTestId(asEmployee.container, 'absence-form');
    expect(asEmployee.container.querySelector('[data-testid=absences-to-decide]')).toBeNull();
    fireEvent.change(await byTestId(asEmployee.container, 'absence-from'), { target: { value: '2031-03-10' } });
    fireEvent.change(await byTestId(asEmployee.container, 'absence-to'), { target: { value: '2031-03-12' } });
    fireEvent.change(await byTestId(asEmployee.container, 'absence-note'), { target: { value: 'Ostsee' } });
    fireEvent.click(await byTestId(asEmployee.container, 'absence-submit'));
    const mine = await byTestId(asEmployee.container, 'my-absences');
    await waitFor(() => expect(within(mine).getByTestId('absence-status').textContent).toBe('Beantragt'));
    expect(mine.textContent).toContain('10.03.2031 bis 12.03.2031');
    asEmployee.unmount();

    await server.loginAsAdmin();
    const asManager = renderTree(requests, { registry });
    const toDecide = await byTestId(asManager.container, 'absences-to-decide');
    await waitFor(() => expect(toDecide.textContent).toContain('Erika Muster'));
    fireEvent.click(within(toDecide).getByTestId('absence-approve'));
    expect(within(toDecide).getByTestId('absence-approve-confirm').textContent).toContain('Antrag wirklich genehmigen?');
    fireEvent.click(within(toDecide).getByTestId('absence-approve-yes'));
    await waitFor(() => expect(toDecide.textContent).not.toContain('Erika Muster'));
    asManager.unmount();

    await server.login(EMPLOYEE.email, EMPLOYEE.password);
    const again = renderTree(requests, { registry });
    const decided = await byTestId(again.container, 'my-absences');
    await waitFor(() => expect(within(decided).getByTestId('absence-status').textContent).toBe('Genehmigt'));
    expect(within(decided).queryByTestId('absence-withdraw')).toBeNull();
  });

  it('withdraws a request only after confirming', async () => {
    await server.login(EMPLOYEE.email, EMPLOYEE.password);
    await createAbsence({ type: 'other', from: '2031-05-02', to: '2031-05-02' });
    const view = renderTree(requests, { registry });
    const mine = await byTestId(view.container, 'my-absences');
    await waitFor(() => expect(within(mine).queryAllByTestId('absence-withdraw')).toHaveLength(1));
    fireEvent.click(within(mine).getByTestId('absence-withdraw'));
    fireEvent.click(within(mine).getByTestId('absence-withdraw-cancel'));
    expect(within(mine).getAllByTestId('absence')).toHaveLength(2);
    fireEvent.click(within(mine).getByTestId('absence-withdraw'));
    fireEvent.click(within(mine).getByTestId('absence-withdraw-yes'));
    await waitFor(() => expect(within(mine).getAllByTestId('absence')).toHaveLength(1));
  });
});

describe('WorkloadTimeline with time and HR', () => {
  it('blocks the day of an approved absence and shows booked worklogs', async () => {
    const week = weekOf(Date.now());
    const [monday, tuesday] = week.days;
    const existing = (await getWorklogs({ size: 1000 })).elements.map((entry) => entry.id);
    if (existing.length) await deleteManyWorklogs(existing);
    const absence = await createAbsence({ type: 'vacation', from: isoDay(monday), to: isoDay(monday) });
    await patchAbsence(absence.id, { status: 'approved' });
    const nine = new Date(tuesday).setHours(9);
    await createWorklog({ start: nine, end: nine + 2 * 3_600_000, description: 'Review' });

    const view = renderTree({ id: 'workload', type: 'WorkloadTimeline' }, { registry });
    const row = await waitFor(() => {
      const found = view.container.querySelector<HTMLElement>(`[data-testid=workload-user][data-user-id="${admin.id}"]`);
      expect(found).not.toBeNull();
      return found!;
    });
    fireEvent.click(within(row).getByTestId('workload-expand'));
    const days = await byTestId(view.container, 'workload-days');
    await waitFor(() => expect(within(days).getAllByTestId('absence-block')).toHaveLength(1));
    expect(within(days).getByTestId('absence-block').getAttribute('data-day')).toBe(isoDay(monday));
    expect(within(days).getByTestId('absence-block').textContent).toBe('Abwesend: Urlaub');
    await waitFor(() => expect(within(days).getAllByTestId('worklog-block')).toHaveLength(1));
    expect(within(days).getByTestId('worklog-block').getAttribute('title')).toBe('09:00 Gebucht: 2:00 h');
  });
});

describe('TimeTracking', () => {
  it('books a manual entry and shows today\'s and this week\'s sums from the server; refuses an end before the start', async () => {
    const existing = (await getWorklogs({ size: 1000 })).elements.map((entry) => entry.id);
    if (existing.length) await deleteManyWorklogs(existing);
    const view = renderTree({ id: 'tracking', type: 'TimeTracking' }, { registry });
    await waitFor(async () => expect((await byTestId(view.container, 'sum-today')).textContent).toBe('Heute: 0:00 h'));
    await waitFor(async () => expect((await byTestId(view.container, 'sum-week')).textContent).toBe('Diese Woche: 0:00 h'));
    await byTestId(view.container, 'timer-start');
    fireEvent.change(await byTestId(view.container, 'manual-from'), { target: { value: '00:00' } });
    fireEvent.change(await byTestId(view.container, 'manual-to'), { target: { value: '00:00' } });
    fireEvent.click(await byTestId(view.container, 'manual-submit'));
    expect((await byTestId(view.container, 'manual-form-error')).textContent).toBe('Das Ende muss nach dem Beginn liegen.');
    fireEvent.change(await byTestId(view.container, 'manual-to'), { target: { value: '00:45' } });
    fireEvent.change(await byTestId(view.container, 'manual-description'), { target: { value: 'Frühdienst' } });
    fireEvent.click(await byTestId(view.container, 'manual-submit'));
    await waitFor(async () => expect((await byTestId(view.container, 'sum-today')).textContent).toBe('Heute: 0:45 h'));
    // the week's sum is its own request, answered in its own time
    await waitFor(async () => expect((await byTestId(view.container, 'sum-week')).textContent).toBe('Diese Woche: 0:45 h'));
    expect((await getWorklogs({ size: 5 })).elements[0]).toMatchObject({ description: 'Frühdienst', duration: 45 * 60_000 });
  });
});

describe('VisitorEvents', () => {
  it('lists the next 3 visits that have not ended, soonest first, with time, place and visitors', async () => {
    const hour = 3_600_000;
    const base = Date.now() + 24 * hour;
    await createVisitorEvent({ title: 'Vorbei', start: Date.now() - 5 * hour, end: Date.now() - 4 * hour, visitors: [] });
    for (const [index, title] of ['Vierter', 'Dritter', 'Zweiter', 'Erster'].entries()) {
      await createVisitorEvent({ title, start: base + (3 - index) * hour, end: base + (3 - index) * hour + 1800_000, location: 'Empfang', visitors: [{ name: 'Ada', company: 'ACME' }] });
    }
    const view = renderTree({ id: 'visits', type: 'VisitorEvents' }, { registry });
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid=visitor-event]')).toHaveLength(3));
    const items = [...view.container.querySelectorAll('[data-testid=visitor-event]')];
    expect(items.map((item) => item.querySelector('strong')!.textContent)).toEqual(['Erster', 'Zweiter', 'Dritter']);
    expect(items[0].textContent).toContain('Empfang');
    expect(items[0].querySelector('[data-testid=visitor-names]')!.textContent).toBe('Ada (ACME)');
  });
});

describe('Worklogs', () => {
  it('lists this week\'s entries with the week\'s total and the day\'s sum, corrects a description and deletes after confirming', async () => {
    const existing = (await getWorklogs({ size: 1000 })).elements.map((entry) => entry.id);
    if (existing.length) await deleteManyWorklogs(existing);
    const [monday] = weekOf(Date.now()).days;
    const eight = new Date(monday).setHours(8);
    await createWorklog({ start: eight, end: eight + 3_600_000, description: 'Planung' });
    await createWorklog({ start: eight + 2 * 3_600_000, end: eight + 2.5 * 3_600_000, description: 'Tippfeler' });
    const view = renderTree({ id: 'logs', type: 'Worklogs' }, { registry });
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid=worklog]')).toHaveLength(2));
    expect((await byTestId(view.container, 'worklogs-total')).textContent).toBe('Summe: 1:30 h');
    const [latest] = [...view.container.querySelectorAll<HTMLElement>('[data-testid=worklog]')];
    expect(within(latest).getByTestId('worklog-duration').textContent).toBe('0:30 h');
    expect(within(latest).getByTestId('worklog-day-sum').textContent).toBe('Tag: 1:30 h');
    fireEvent.click(within(latest).getByTestId('worklog-edit'));
    fireEvent.change(within(latest).getByTestId('worklog-description-input'), { target: { value: 'Tippfehler' } });
    fireEvent.click(within(latest).getByTestId('worklog-save'));
    await waitFor(() => expect(view.container.textContent).toContain('Tippfehler'));
    const first = () => view.container.querySelector<HTMLElement>('[data-testid=worklog]')!;
    fireEvent.click(within(first()).getByTestId('worklog-delete'));
    fireEvent.click(within(first()).getByTestId('worklog-delete-yes'));
    await waitFor(() => expect(view.container.querySelectorAll('[data-testid=worklog]')).toHaveLength(1));
    await waitFor(async () => expect((await byTestId(view.container, 'worklogs-total')).textContent).toBe('Summe: 1:00 h'));
  });
});
