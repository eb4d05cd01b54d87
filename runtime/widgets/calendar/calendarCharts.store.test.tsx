// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createCalendar, createCalendarEvent } from '../../api/calendars';
import { createDataType, createTask, createUser, dataRecordsApi } from '../../api/resources';
import { useSession } from '../../auth';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';

// Every store-backed test of the calendar and chart widgets, against the real server (one start for all of them):
// entries from /api/calendarevents, a chart and quarter counts from a data type, the Statistics' tasks.
const registry = createBuiltinRegistry();
let server: StoreTestServer;
let calendarId: string;
let otherCalendarId: string;
const HOUR = 3_600_000;
const today = (hour: number) => { const d = new Date(); d.setHours(hour, 0, 0, 0); return d.getTime(); };
const inDays = (days: number, hour: number) => today(hour) + days * 24 * HOUR;
const de = (text: string) => [{ language: 'de_de', text }];

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  const adminId = useSession.getState().user!.id;
  calendarId = (await createCalendar({ name: 'Veranstaltungen', visibility: 'public' })).id;
  otherCalendarId = (await createCalendar({ name: 'Andere', visibility: 'public' })).id;
  const entry = (title: string, start: number, end: number, extra: Record<string, unknown> = {}) =>
    createCalendarEvent({ calendarId, start, end, title: de(title), ...extra });
  await entry('Gestern', inDays(-1, 9), inDays(-1, 10));
  await entry('Frühstück', today(0) + 30 * 60_000, today(1), { location: de('Kantine'), content: de('Mit Kaffee'), participants: [adminId] });
  await entry('Mittag', today(12), today(13));
  await entry('Spätschicht', today(22), today(23) + 59 * 60_000);
  await entry('Morgen', inDays(1, 9), inDays(1, 10), { participants: [adminId] });
  await entry('Übermorgen', inDays(2, 9), inDays(2, 10));
  await createCalendarEvent({ calendarId: otherCalendarId, start: today(12), end: today(13), title: de('Fremder Kalender') });

  await createDataType({ path: 'umsatz', schema: { type: 'object', properties: { monat: { type: 'string' }, betrag: { type: 'number' } } } });
  for (const [monat, betrag] of [['Jan', 120], ['Feb', 80], ['Mär', 150]] as const) await dataRecordsApi('umsatz').createDataRecord({ monat, betrag });

  const colleague = await createUser({ displayName: 'Kollegin', primaryEmail: 'kollegin@example.com', password: 'kollegin-Pass-1' });
  await createTask({ title: 'Meine Inventur', userIds: [adminId], start: inDays(1, 8), durationInHours: 4 });
  await createTask({ title: 'Gemeinsame Schulung', userIds: [colleague.id, adminId], start: inDays(2, 8), durationInHours: 2 });
  await createTask({ title: 'Nur die Kollegin', userIds: [colleague.id], start: inDays(1, 8), durationInHours: 1 });
}, 180_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const titles = (root: HTMLElement) => [...root.querySelectorAll('[data-testid=calendar-entry-title]')].map((t) => t.textContent);

describe('CalendarEventsList', () => {
  it('shows the chosen calendars\' entries ending today, sorted by start, cut to entries (3 by default)', async () => {
    const { container } = renderTree({ id: 'l', type: 'CalendarEventsList', settings: { calendarIds: [calendarId] } }, { registry });
    await waitFor(() => expect(titles(container)).toEqual(['Frühstück', 'Mittag', 'Spätschicht']));
  });

  it('without onlyToday also later entries, never ended ones, with location and details when asked', async () => {
    const { container } = renderTree({ id: 'l', type: 'CalendarEventsList', settings: { calendarIds: [calendarId, otherCalendarId], onlyToday: false, entries: 10, showLocation: true, showDetails: true } }, { registry });
    await waitFor(() => expect(titles(container)).toEqual(['Frühstück', 'Mittag', 'Fremder Kalender', 'Spätschicht', 'Morgen', 'Übermorgen']));
    const first = container.querySelector<HTMLElement>('[data-testid=calendar-entry]')!;
    expect(within(first).getByTestId('calendar-entry-location').textContent).toBe('Ort: Kantine');
    expect(within(first).getByTestId('calendar-entry-details').textContent).toBe('Mit Kaffee');
  });

  it("says 'Keine Termine vorhanden' when a calendar has none", async () => {
    const empty = (await createCalendar({ name: 'Leer', visibility: 'public' })).id;
    const { container } = renderTree({ id: 'l', type: 'CalendarEventsList', settings: { calendarIds: [empty] } }, { registry });
    await waitFor(() => expect(widgetElement(container, 'l').textContent).toBe('Keine Termine vorhanden'));
  });
});

describe('MyCalendarEvents', () => {
  it('shows the entries the signed-in user takes part in', async () => {
    const { container } = renderTree({ id: 'm', type: 'MyCalendarEvents', settings: { onlyToday: false } }, { registry });
    await waitFor(() => expect(titles(container)).toEqual(['Frühstück', 'Morgen']));
  });
});

describe('Calendar', () => {
  it("draws today's entries in the day view and the period's in the week and month views", async () => {
    const { container, getByRole } = renderTree({ id: 'c', type: 'Calendar', settings: { calendarIds: [calendarId], showLocation: true } }, { registry });
    await waitFor(() => expect(titles(container)).toEqual(['Frühstück', 'Mittag', 'Spätschicht']));
    expect(container.querySelector('[data-testid=calendar-entry-location]')!.textContent).toBe('Ort: Kantine');
    fireEvent.click(getByRole('button', { name: 'Monat' }));
    const key = (days: number) => { const d = new Date(inDays(days, 12)); return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`; };
    const cell = () => container.querySelector<HTMLElement>(`[data-testid=calendar-day][data-date="${key(0)}"]`)!;
    await waitFor(() => expect(titles(cell())).toEqual(['Frühstück', 'Mittag', 'Spätschicht']));
    fireEvent.click(getByRole('button', { name: 'Woche' }));
    await waitFor(() => expect(container.querySelectorAll('[data-testid=calendar-day]')).toHaveLength(7));
  });

  it('shows at most entries per day and counts the rest', async () => {
    const { container } = renderTree({ id: 'c', type: 'Calendar', settings: { calendarIds: [calendarId], onlyToday: false, entries: 1 } }, { registry });
    await waitFor(() => expect(container.querySelector('[data-testid=calendar-more]')?.textContent).toBe('+2 weitere'));
  });
});

describe('Chart', () => {
  it('draws one point per record from a data type, with the numbers as a table', async () => {
    const { container } = renderTree({ id: 'g', type: 'Chart', settings: { dataType: 'umsatz', labelProperty: 'monat', valueProperty: 'betrag', title: 'Umsatz', chartType: 'line' } }, { registry });
    await waitFor(() => expect(container.querySelectorAll('[data-testid=chart-data] tbody tr')).toHaveLength(3));
    const rows = [...container.querySelectorAll('[data-testid=chart-data] tbody tr')].map((row) => row.textContent);
    expect(rows).toEqual(['Mär150', 'Feb80', 'Jan120']); // the store's order: newest first
    expect(container.querySelector<HTMLElement>('[data-testid=chart]')!.dataset.chartType).toBe('line');
    expect(container.querySelector('[role=img]')!.getAttribute('aria-label')).toBe('Diagramm Umsatz mit 3 Werten');
  });

  it('says so when no record has a number there, and when nothing is found', async () => {
    const wrong = renderTree({ id: 'g', type: 'Chart', settings: { dataType: 'umsatz', labelProperty: 'monat', valueProperty: 'monat' } }, { registry });
    await waitFor(() => expect(wrong.container.querySelector('[data-testid=chart-no-values]')?.textContent).toBe('Kein Eintrag hat eine Zahl in monat.'));
    wrong.unmount();
    const none = renderTree({ id: 'g', type: 'Chart', settings: { dataType: 'umsatz', labelProperty: 'monat', valueProperty: 'betrag', filter: { fieldSearches: [{ fieldname: 'monat', matcher: 'equals', value: 'Dez' }] } } }, { registry });
    await waitFor(() => expect(widgetElement(none.container, 'g').textContent).toBe('Keine Daten für das Diagramm gefunden'));
    none.unmount();
    const failing = renderTree({ id: 'g', type: 'Chart', settings: { dataType: 'gibt-es-nicht', labelProperty: 'a', valueProperty: 'b' } }, { registry });
    await waitFor(() => expect(failing.container.querySelector('[data-testid=widget-error]')).not.toBeNull());
  });
});

describe('AnonymizedStats', () => {
  it('counts the records created per quarter, the current quarter holding the new ones', async () => {
    const { container } = renderTree({ id: 'a', type: 'AnonymizedStats', settings: { dataType: 'umsatz', quartersCount: 4 } }, { registry });
    await waitFor(() => expect(container.querySelectorAll('[data-testid=anonymized-stats-table] tbody tr')).toHaveLength(4));
    const counts = [...container.querySelectorAll('[data-testid=anonymized-stats-table] tbody tr td:last-child')].map((c) => c.textContent);
    expect(counts).toEqual(['0', '0', '0', '3']);
    expect(container.textContent).not.toContain('Jan'); // no record's fields
  });
});

describe('Statistics', () => {
  it('lists the tasks that include the signed-in user, sorted by start', async () => {
    const { container } = renderTree({ id: 's', type: 'Statistics', settings: { statistics: [{ value: 'x', title: 'Wert' }] } }, { registry, context: { x: 5 } });
    await waitFor(() => expect([...container.querySelectorAll('[data-testid=statistics-task] strong')].map((t) => t.textContent)).toEqual(['Meine Inventur', 'Gemeinsame Schulung']));
    expect(container.querySelector('[data-testid=statistics-my-tasks] h4')!.textContent).toBe('Meine Aufgaben (2)');
    expect(container.querySelector('[data-testid=statistic-value]')!.textContent).toBe('5');
  });

  it('shows no tasks with showMyTasks off', () => {
    const { container } = renderTree({ id: 's', type: 'Statistics', settings: { showMyTasks: false, statistics: [{ value: 'x' }] } }, { registry });
    expect(container.querySelector('[data-testid=statistics-my-tasks]')).toBeNull();
  });
});
