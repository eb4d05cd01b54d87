import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { useSession } from './editor-helpers';

// Resource planning on the demo application's planning page (server/seed/demo-app.ts), in the preview as the admin.
test.describe.configure({ mode: 'serial' });

let session: { token: string; user: { id: string; displayName: string } };
let appId: string;

async function api(request: APIRequestContext, method: 'get' | 'post', path: string, data?: unknown) {
  const response = await request[method](path, { headers: { Authorization: `Bearer ${session.token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/auth/login', { data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  session = await login.json();
  appId = (await (await request.get('/api/applications/by-domain?domain=localhost')).json()).id;
});
test.beforeEach(async ({ page }) => {
  await useSession(page, session);
});

async function openPlanning(page: Page) {
  await page.goto(`/apps/preview/${appId}/planung`);
  const stats = page.locator('[data-widget-id=planning-stats] [data-testid=user-stats]');
  await expect(stats).toBeVisible();
  return stats;
}

test('zoom starts at 3, moves by 1 and stops at 1 and 8 with the buttons disabled there', async ({ page }) => {
  const stats = await openPlanning(page);
  await expect(stats).toHaveAttribute('data-zoom', '3');
  const zoomIn = stats.getByTestId('zoom-in');
  const zoomOut = stats.getByTestId('zoom-out');
  await zoomOut.click();
  await zoomOut.click();
  await expect(stats).toHaveAttribute('data-zoom', '1');
  await expect(zoomOut).toBeDisabled();
  for (let level = 2; level <= 8; level++) {
    await zoomIn.click();
    await expect(stats).toHaveAttribute('data-zoom', String(level));
  }
  await expect(zoomIn).toBeDisabled();
  await expect(zoomOut).toBeEnabled();
  // Three weeks from this Monday, each labelled KW {week} (dd.MM.yyyy - dd.MM.yyyy).
  const monday = await page.evaluate(() => {
    const d = new Date();
    d.setDate(d.getDate() - ((d.getDay() + 6) % 7));
    return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
  });
  const labels = await stats.getByTestId('week-header').allTextContents();
  expect(labels).toHaveLength(3);
  for (const label of labels) expect(label).toMatch(/^KW \d{1,2} \(\d\d\.\d\d\.\d{4} - \d\d\.\d\d\.\d{4}\)$/);
  expect(labels[0]).toContain(`(${monday} - `);
});

test('a user timeline toggles (the shown one hides, another replaces it) and the choice survives a reload', async ({ page }) => {
  const stats = await openPlanning(page);
  const timelines = stats.getByTestId('user-timeline');
  const toggle = (name: string) => stats.getByTestId('user-toggle').filter({ hasText: name });
  await expect(timelines).toHaveCount(0);
  await toggle('Erika Einkauf').click();
  await toggle('Administrator').click();
  await expect(timelines).toHaveCount(1);
  await expect(timelines).toHaveAttribute('data-user-id', session.user.id);

  await page.reload();
  await expect(page.locator('[data-widget-id=planning-stats] [data-testid=user-timeline]')).toHaveAttribute('data-user-id', session.user.id);
  await toggle('Administrator').click();
  await expect(timelines).toHaveCount(0);
  await page.reload();
  await expect(page.locator('[data-widget-id=planning-stats] [data-testid=user-stats]')).toBeVisible();
  await expect(page.locator('[data-widget-id=planning-stats] [data-testid=user-timeline]')).toHaveCount(0);
});

test("'Neue Aufgabe' starts at 08:00 on the chosen day for 2 hours, assigned to the current user", async ({ page, request }) => {
  const stats = await openPlanning(page);
  await stats.getByTestId('user-toggle').filter({ hasText: 'Administrator' }).click();
  const day = stats.getByTestId('user-timeline').getByTestId('new-task').nth(9); // Wednesday of the second week
  const date = (await day.getAttribute('data-day'))!;
  const bar = stats.getByTestId('user-timeline').locator(`[data-testid=day-bar][data-day="${date}"]`);
  const before = Number(await bar.getAttribute('data-percent'));
  await day.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Neue Aufgabe');
  await expect(dialog.locator('input[name=day]')).toHaveValue(date);
  await expect(dialog.locator('input[name=start]')).toHaveValue('08:00');
  await expect(dialog.locator('input[name=durationInHours]')).toHaveValue('2');
  await expect(dialog.getByTestId('task-assignee')).toHaveText(session.user.displayName);
  const title = `Inventur ${Date.now()}`;
  await dialog.locator('input[name=title]').fill(title);
  await dialog.getByTestId('task-save').click();
  await expect(dialog).toHaveCount(0);
  // The day bar of that day now holds 2 more hours: 25 % of a day's 8 working hours (40 a week).
  await expect(bar).toHaveAttribute('data-percent', String(Math.min(100, before + 25)));

  const found = await api(request, 'post', '/api/tasks/search', { fieldSearches: [{ fieldname: 'title', matcher: 'equals', value: title }] });
  expect(found.elements).toHaveLength(1);
  const task = found.elements[0];
  expect(task.userIds).toEqual([session.user.id]);
  expect(task.durationInHours).toBe(2);
  expect(task.start).toBe(await page.evaluate((day) => new Date(`${day}T08:00`).getTime(), date)); // 08:00 local time
});
