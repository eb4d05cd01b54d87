import { test, expect } from './fixtures';
import type { Page } from '@playwright/test';
import {
  apiLogin, canvasWidget, createApplication, dragFromPalette, openEditor, sampleApplication, selectWidget, useSession,
} from './editor-helpers';

// A builder drags a Calendar and a Chart from the palette, configures them in the property panel and saves; the
// preview shows the calendar filled with entries and the chart drawn from records, both created through the API.

const base = () => process.env.E2E_BASE_URL!;
const panel = (page: Page) => page.getByTestId('property-panel');

test('a calendar and a chart configured in the editor show server data in the preview', async ({ page, request }) => {
  const session = await apiLogin(request);
  const auth = { Authorization: `Bearer ${session.token}` };
  const post = async (path: string, data: unknown) => {
    const response = await request.post(`${base()}/api${path}`, { headers: auth, data });
    expect(response.status(), await response.text()).toBe(201);
    return (await response.json()) as { id: string };
  };
  const calendar = await post('/calendars', { name: `Team ${Date.now()}`, visibility: 'public' });
  const at = (hour: number) => { const d = new Date(); d.setHours(hour, 0, 0, 0); return d.getTime(); };
  await post('/calendarevents', { calendarId: calendar.id, start: at(9), end: at(10), title: [{ language: 'de_de', text: 'Teamrunde' }], location: [{ language: 'de_de', text: 'Raum 1' }] });
  await post('/calendarevents', { calendarId: calendar.id, start: at(14), end: at(15), title: [{ language: 'de_de', text: 'Kundentermin' }] });
  const type = `umsatz-${Date.now()}`;
  await post('/datatypes', { path: type, schema: { type: 'object', properties: { monat: { type: 'string' }, betrag: { type: 'number' } } } });
  for (const [monat, betrag] of [['Jan', 120], ['Feb', 80], ['Mär', 150]] as const) await post(`/data/${type}`, { monat, betrag });

  await useSession(page, session);
  const appId = await createApplication(request, session, sampleApplication('Kalender und Diagramm'));
  await openEditor(page, appId);

  const calendarWidget = await dragFromPalette(page, 'Calendar', 'Kalender', 'boxB');
  // Without calendars it asks to be configured, on the canvas too.
  await expect(canvasWidget(page, calendarWidget).getByTestId('configure-notice')).toBeVisible();
  await selectWidget(page, calendarWidget);
  await panel(page).getByRole('button', { name: 'Eintrag hinzufügen' }).first().click();
  await panel(page).locator('#root_calendarIds_0').fill(calendar.id);
  await panel(page).locator('#root_showLocation').setChecked(true);

  const chartWidget = await dragFromPalette(page, 'Chart', 'Diagramm', 'boxB');
  await selectWidget(page, chartWidget);
  for (const [name, value] of [['dataType', type], ['labelProperty', 'monat'], ['valueProperty', 'betrag'], ['title', 'Umsatz']]) {
    await panel(page).locator(`#root_${name}`).fill(value);
  }
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview').click()]);
  const calendarView = preview.locator(`[data-widget-id="${calendarWidget}"]`);
  // onlyToday (default): today's day with its entries, from the server.
  await expect(calendarView.getByTestId('calendar')).toHaveAttribute('data-view', 'day');
  await expect(calendarView.getByTestId('calendar-entry-title')).toHaveText(['Teamrunde', 'Kundentermin']);
  await expect(calendarView.getByTestId('calendar-entry-location')).toHaveText(['Ort: Raum 1']);
  await calendarView.getByRole('button', { name: 'Monat' }).click();
  const todayCell = calendarView.locator('[data-testid=calendar-day]').filter({ has: preview.getByText('Teamrunde') });
  await expect(todayCell).toHaveCount(1);
  await expect(todayCell.getByTestId('calendar-entry-title')).toHaveText(['Teamrunde', 'Kundentermin']);

  const chartView = preview.locator(`[data-widget-id="${chartWidget}"]`);
  await expect(chartView.getByTestId('chart-title')).toHaveText('Umsatz');
  await expect(chartView.getByRole('img', { name: 'Diagramm Umsatz mit 3 Werten' })).toBeVisible();
  // recharts draws one bar per record.
  await expect(chartView.locator('.recharts-bar-rectangle')).toHaveCount(3);
  await expect(chartView.locator('[data-testid=chart-data] tbody tr')).toHaveText(['Mär150', 'Feb80', 'Jan120']);
});
