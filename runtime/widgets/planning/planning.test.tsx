// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { apiRequest } from '../../api/http';
import { createTask, deleteManyTasks, getTasks, putUser } from '../../api/resources';
import type { User } from '../../../model/api/schemas/users';
import type { WidgetNode } from '../../../model/document/types';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree } from '../../testing/renderTree';
import { USER_STATS_SHOWN_KEY } from './useShownUser';

// The planning widgets against the real server, on Wednesday 5 June 2024 (only Date is faked; timers run).
const registry = createBuiltinRegistry();
const WEDNESDAY = new Date(2024, 5, 5, 10, 0);
const at = (day: number, hour: number) => new Date(2024, 5, day, hour).getTime();
let server: StoreTestServer;
let admin: User;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  admin = await apiRequest<User>('GET', '/users/me');
}, 120_000);
afterAll(async () => {
  await server?.logout();
  await server?.stop();
});
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(WEDNESDAY);
  localStorage.clear();
  if (!admin) return;
  await server.loginAsAdmin();
  const existing = (await getTasks({ size: 1000 })).elements.map((task) => task.id);
  if (existing.length) await deleteManyTasks(existing);
  await putUser(admin.id, { displayName: admin.displayName, primaryEmail: admin.primaryEmail, profile: {}, configuration: [] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const stats: WidgetNode = { id: 'stats', type: 'ResourcePlanningUserStats' };
const query = (container: HTMLElement, selector: string) => [...container.querySelectorAll<HTMLElement>(selector)];
async function rendered(container: HTMLElement, testId: string) {
  await waitFor(() => expect(container.querySelector(`[data-testid=${testId}]`)).not.toBeNull());
  return container.querySelector<HTMLElement>(`[data-testid=${testId}]`)!;
}
const adminRow = (container: HTMLElement) => container.querySelector<HTMLElement>(`[data-testid=user-row][data-user-id="${admin.id}"]`)!;

describe('ResourcePlanningUserStats', () => {
  it('asks to log in when nobody is logged in', async () => {
    await server.logout();
    const { container } = renderTree(stats, { registry });
    expect((await rendered(container, 'planning-login-required')).textContent).toBe('Bitte melden Sie sich an, um die Ressourcenplanung zu sehen.');
  });

  it('shows 3 weeks from this Monday labelled KW {week} (dd.MM.yyyy - dd.MM.yyyy)', async () => {
    const { container } = renderTree(stats, { registry });
    await rendered(container, 'user-stats');
    expect(query(container, '[data-testid=week-header]').map((h) => h.textContent)).toEqual([
      'KW 23 (03.06.2024 - 09.06.2024)',
      'KW 24 (10.06.2024 - 16.06.2024)',
      'KW 25 (17.06.2024 - 23.06.2024)',
    ]);
    expect(query(container, '[data-testid=user-toggle]').map((b) => b.textContent)).toEqual(['Administrator', 'Erika Einkauf']);
  });

  it('zooms from 3 in steps of 1 between 1 and 8, disabling the buttons at the bounds', async () => {
    const { container } = renderTree(stats, { registry });
    const widget = await rendered(container, 'user-stats');
    const zoomIn = within(widget).getByTestId('zoom-in') as HTMLButtonElement;
    const zoomOut = within(widget).getByTestId('zoom-out') as HTMLButtonElement;
    expect(widget.dataset.zoom).toBe('3');
    fireEvent.click(zoomOut);
    fireEvent.click(zoomOut);
    expect(widget.dataset.zoom).toBe('1');
    expect(zoomOut.disabled).toBe(true);
    fireEvent.click(zoomOut);
    expect(widget.dataset.zoom).toBe('1');
    for (let i = 0; i < 10; i++) fireEvent.click(zoomIn);
    expect(widget.dataset.zoom).toBe('8');
    expect(zoomIn.disabled).toBe(true);
    expect(within(widget).getByTestId('zoom-level').textContent).toBe('Zoom 8');
  });

  it('shows the load as planned hours / working hours (40 by default, else workingHoursPerWeek); a week expands to day bars of 0 to 100 %', async () => {
    await createTask({ title: 'Inventur', userIds: [admin.id], start: at(3, 8), durationInHours: 8 });
    await createTask({ title: 'Schulung', userIds: [admin.id], start: at(4, 8), durationInHours: 12 });
    await createTask({ title: 'Später', userIds: [admin.id], start: at(11, 9), durationInHours: 4 });
    const first = renderTree(stats, { registry });
    await rendered(first.container, 'user-stats');
    const loads = () => query(adminRow(first.container), '[data-testid=week-load]').map((bar) => bar.dataset.percent);
    expect(loads()).toEqual(['50', '10', '0']);

    fireEvent.click(query(first.container, '[data-testid=week-header]')[0]);
    const bars = query(adminRow(first.container), '[data-testid=day-bar]');
    expect(bars.map((bar) => bar.dataset.percent)).toEqual(['100', '100', '0', '0', '0', '0', '0']); // 8 of 8 h, 12 of 8 h capped
    expect(query(first.container, '[data-testid=day-header]')).toHaveLength(7);
    fireEvent.click(query(first.container, '[data-testid=week-header]')[0]);
    expect(query(first.container, '[data-testid=day-header]')).toHaveLength(0);
    first.unmount();

    await putUser(admin.id, { displayName: admin.displayName, primaryEmail: admin.primaryEmail, profile: {}, configuration: [{ key: 'workingHoursPerWeek', value: 20 }] });
    const second = renderTree(stats, { registry });
    await rendered(second.container, 'user-stats');
    expect(query(adminRow(second.container), '[data-testid=week-load]').map((bar) => bar.dataset.percent)).toEqual(['100', '20', '0']);
  });

  it('toggles one user timeline: the shown user hides it, another replaces it; remembered in browser storage', async () => {
    const first = renderTree(stats, { registry });
    await rendered(first.container, 'user-stats');
    const [adminButton, shopperButton] = query(first.container, '[data-testid=user-toggle]');
    const timelines = () => query(first.container, '[data-testid=user-timeline]').map((t) => t.dataset.userId);
    fireEvent.click(adminButton);
    expect(timelines()).toEqual([admin.id]);
    fireEvent.click(shopperButton);
    expect(timelines()).toEqual([shopperButton.closest<HTMLElement>('[data-testid=user-row]')!.dataset.userId]);
    fireEvent.click(shopperButton);
    expect(timelines()).toEqual([]);
    fireEvent.click(adminButton);
    expect(localStorage.getItem(`${USER_STATS_SHOWN_KEY}.stats`)).toBe(admin.id);
    first.unmount();

    const again = renderTree(stats, { registry });
    await rendered(again.container, 'user-timeline');
    expect(query(again.container, '[data-testid=user-timeline]').map((t) => t.dataset.userId)).toEqual([admin.id]);
    expect(query(again.container, '[data-testid=user-timeline] [data-testid=day-bar]')).toHaveLength(21);
  });

  it("creates a 'Neue Aufgabe' at 08:00 on the chosen day for 2 hours, assigned to the current user", async () => {
    const { container } = renderTree(stats, { registry });
    await rendered(container, 'user-stats');
    fireEvent.click(query(container, '[data-testid=user-toggle]')[1]); // a colleague's timeline: the task is still the caller's
    fireEvent.click(container.querySelector('[data-testid=new-task][data-day="2024-06-06"]')!);
    const dialog = await rendered(container, 'task-dialog');
    expect(dialog.getAttribute('role')).toBe('dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Neue Aufgabe');
    const field = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    expect([field('day').value, field('start').value, field('durationInHours').value]).toEqual(['2024-06-06', '08:00', '2']);
    expect(within(dialog).getByTestId('task-assignee').textContent).toBe('Administrator');

    fireEvent.click(within(dialog).getByTestId('task-save'));
    expect(within(dialog).getByRole('alert').textContent).toBe('Bitte geben Sie einen Titel ein.');
    fireEvent.change(field('title'), { target: { value: 'Lieferung prüfen' } });
    fireEvent.click(within(dialog).getByTestId('task-save'));
    await waitFor(() => expect(container.querySelector('[data-testid=task-dialog]')).toBeNull());

    const [task] = (await getTasks({ size: 10 })).elements;
    expect(task).toMatchObject({ title: 'Lieferung prüfen', userIds: [admin.id], start: at(6, 8), durationInHours: 2, scheduling: { duration: 2 * 3_600_000 } });
    // The planning reloads: the admin's first week now holds 2 of 40 hours.
    await waitFor(() => expect(query(adminRow(container), '[data-testid=week-load]')[0].dataset.percent).toBe('5'));
  });
});

describe('ResourcePlanningUserTable', () => {
  it('lists working hours, planned hours and load in the period of its input, and writes the clicked user into the named context variable', async () => {
    await createTask({ title: 'Angebot', userIds: [admin.id], start: at(4, 9), durationInHours: 10 });
    await createTask({ title: 'Nächste Woche', userIds: [admin.id], start: at(12, 9), durationInHours: 6 });
    const { container, engine } = renderTree({ id: 'table', type: 'ResourcePlanningUserTable' }, {
      registry,
      context: { period: { start: at(3, 0), end: at(10, 0) }, variable: 'chosen' },
      connections: [
        { id: 'p', from: { widgetId: '$context', socket: 'period' }, to: { widgetId: 'table', socket: 'periodOfTime' } },
        { id: 'v', from: { widgetId: '$context', socket: 'variable' }, to: { widgetId: 'table', socket: 'userContextVariable' } },
      ],
    });
    await rendered(container, 'user-table');
    const row = container.querySelector<HTMLElement>(`[data-testid=user-table-row][data-user-id="${admin.id}"]`)!;
    expect(within(row).getByTestId('user-working-hours').textContent).toBe('40 h');
    expect(within(row).getByTestId('user-planned-hours').textContent).toBe('10 h');
    expect(within(row).getByTestId('load-percent').textContent!.replace(/\s/g, ' ')).toBe('25 %');
    fireEvent.click(row);
    expect(engine.getContext('chosen')).toBe(admin.id);
    expect(row.getAttribute('aria-selected')).toBe('true');

    // Two weeks: 16 planned hours of 80.
    act(() => engine.setContext('period', { start: at(3, 0), end: at(17, 0) }));
    await waitFor(() => expect(within(row).getByTestId('user-planned-hours').textContent).toBe('16 h'));
    expect(within(row).getByTestId('load-percent').textContent!.replace(/\s/g, ' ')).toBe('20 %');
  });
});

describe('ResourcePlanningUserConfiguration', () => {
  it('edits working hours from 0 to 80 (40 by default), puts the user configuration and reloads', async () => {
    const { container } = renderTree({ id: 'hours', type: 'ResourcePlanningUserConfiguration' }, { registry });
    const form = await rendered(container, 'working-hours-form');
    const input = form.querySelector<HTMLInputElement>('input[name=workingHoursPerWeek]')!;
    expect(input.value).toBe('40');
    expect([input.min, input.max]).toEqual(['0', '80']);
    fireEvent.change(input, { target: { value: '81' } });
    expect(within(form).getByRole('alert').textContent).toBe('Bitte eine Zahl von 0 bis 80 eingeben.');
    expect((within(form).getByTestId('working-hours-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: '32' } });
    fireEvent.click(within(form).getByTestId('working-hours-save'));
    expect((await rendered(container, 'working-hours-saved')).textContent).toBe('Konfiguration gespeichert');
    const stored = await apiRequest<User>('GET', '/users/me');
    expect(stored.configuration).toEqual([{ key: 'workingHoursPerWeek', value: 32 }]);
    expect(input.value).toBe('32');
  });
});

describe('ResourcePlanningUserConfiguration for an employee', () => {
  it('saves the own working hours of a user without any permission (PATCH /users/me, no admin rights needed)', async () => {
    await server.login(server.shopperEmail, server.shopperPassword);
    try {
      const { container } = renderTree({ id: 'hours', type: 'ResourcePlanningUserConfiguration' }, { registry });
      const form = await rendered(container, 'working-hours-form');
      const input = form.querySelector<HTMLInputElement>('input[name=workingHoursPerWeek]')!;
      fireEvent.change(input, { target: { value: '25' } });
      fireEvent.click(within(form).getByTestId('working-hours-save'));
      expect((await rendered(container, 'working-hours-saved')).textContent).toBe('Konfiguration gespeichert');
      const stored = await apiRequest<User>('GET', '/users/me');
      expect(stored.permissions).toEqual([]);
      expect(stored.configuration).toEqual([{ key: 'workingHoursPerWeek', value: 25 }]);
    } finally {
      await server.logout();
    }
  });
});

describe('WorkloadTimeline', () => {
  it('shows the weekly load per user; a user week expands to day lanes with 12 two-hour markers and the tasks', async () => {
    await createTask({ title: 'Frühdienst', userIds: [admin.id], start: at(5, 6), durationInHours: 4 });
    const { container } = renderTree({ id: 'workload', type: 'WorkloadTimeline' }, { registry });
    await rendered(container, 'workload-timeline');
    expect(container.querySelector('[data-testid=workload-week]')!.textContent).toBe('KW 23 (03.06.2024 - 09.06.2024)');
    const user = container.querySelector<HTMLElement>(`[data-testid=workload-user][data-user-id="${admin.id}"]`)!;
    expect(within(user).getByTestId('week-load').dataset.percent).toBe('10');
    fireEvent.click(within(user).getByTestId('workload-expand'));
    expect(query(container, '[data-testid=hour-marker]').map((m) => m.textContent)).toEqual(['0', '2', '4', '6', '8', '10', '12', '14', '16', '18', '20', '22']);
    expect(query(container, '[data-testid=day-lane]')).toHaveLength(7);
    const block = container.querySelector<HTMLElement>('[data-testid=task-block]')!;
    expect(block.textContent).toBe('Frühdienst');
    expect(block.style.left).toBe('25%'); // 06:00
    fireEvent.click(container.querySelector('[data-testid=next-week]')!);
    await waitFor(() => expect(container.querySelector('[data-testid=workload-week]')!.textContent).toBe('KW 24 (10.06.2024 - 16.06.2024)'));
  });
});
