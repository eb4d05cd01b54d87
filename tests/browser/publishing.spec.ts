import type { APIRequestContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiLogin, canvasWidget, createApplication, openEditor, sampleApplication, useSession, type ApiSession } from './editor-helpers';

// Publishing (docs/publishing.md): the domain serves the newest published version, never the draft; the version
// history previews, compares, restores and rolls back; a builder without the publish permission cannot publish but
// asks for a publish, which an administrator approves.

const APP_HOST = 'publishing-e2e.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1`],
  },
});
test.describe.configure({ mode: 'serial' });

let session: ApiSession;
let appId: string;

test.beforeAll(async ({ request }) => {
  session = await apiLogin(request);
  appId = await createApplication(request, session, sampleApplication('Veröffentlichen', { domain: APP_HOST }));
});

test.beforeEach(async ({ page }) => {
  await useSession(page, session);
  page.on('dialog', (dialog) => void dialog.accept());
});

/** The text of widget t1 as the domain serves it now, in a tab of its own (a fresh load, no cache of the app). */
async function liveText(page: Page, baseURL: string): Promise<string | null> {
  const visitor = await page.context().newPage();
  await visitor.goto(`http://${APP_HOST}:${new URL(baseURL).port}/`);
  const published = visitor.locator('[data-widget-id="t1"], [data-testid="app-not-published"]').first();
  await published.waitFor();
  const text = (await published.getAttribute('data-testid')) === 'app-not-published' ? null : await published.textContent();
  await visitor.close();
  return text;
}

async function editT1(page: Page, value: string) {
  await canvasWidget(page, 't1').click();
  await page.getByTestId('property-panel').locator('#root_text').fill(value);
  await expect(canvasWidget(page, 't1')).toHaveText(value);
}

const versionItem = (page: Page, number: number) => page.locator(`[data-testid="version-item"][data-version="${number}"]`);

test('edit, save, publish, see it live; preview and compare an old version, restore it, roll back, publish again', async ({ page, baseURL }) => {
  await openEditor(page, appId);
  const status = page.getByTestId('publish-status');
  await expect(status).toHaveText('Noch nicht veröffentlicht');
  expect(await liveText(page, baseURL!)).toBeNull(); // the domain says clearly that nothing is published

  await page.getByTestId('publish').click();
  await expect(status).toHaveAttribute('data-state', 'published');
  expect(await liveText(page, baseURL!)).toBe('Erster Text');

  // Saving changes the draft only.
  await editT1(page, 'Neuer Text');
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  expect(await liveText(page, baseURL!)).toBe('Erster Text');

  await page.getByTestId('publish').click();
  await expect(status).toHaveText('Version 2 ist live');
  expect(await liveText(page, baseURL!)).toBe('Neuer Text');

  await page.getByTestId('versions').click();
  await expect(versionItem(page, 2)).toHaveAttribute('data-live', 'true');
  await expect(versionItem(page, 1)).toBeVisible();

  // Preview version 1 read-only.
  await versionItem(page, 1).getByTestId('version-preview-open').click();
  const preview = page.getByTestId('version-preview');
  await expect(preview.locator('[data-widget-id="t1"]')).toHaveText('Erster Text');
  await page.getByTestId('version-preview-close').click();
  await expect(preview).toHaveCount(0);

  // Compare version 1 with the draft: t1 changed, as a list and outlined on the canvas.
  await versionItem(page, 1).getByTestId('version-compare').click();
  await expect(page.locator('[data-testid="diff-item"][data-widget-id="t1"]')).toHaveAttribute('data-change', 'changed');
  await expect(canvasWidget(page, 't1')).toHaveCSS('box-shadow', /rgb\(192, 86, 33\)/); // the colour of 'changed'
  await expect(canvasWidget(page, 't2')).toHaveCSS('box-shadow', 'none');

  // Restore version 1 into the draft; undo and redo work on it; the live site stays.
  await versionItem(page, 1).getByTestId('version-restore').click();
  await expect(status).toHaveAttribute('data-state', 'restored');
  await expect(canvasWidget(page, 't1')).toHaveText('Erster Text');
  await page.getByTestId('undo').click();
  await expect(canvasWidget(page, 't1')).toHaveText('Neuer Text');
  await page.getByTestId('redo').click();
  await expect(canvasWidget(page, 't1')).toHaveText('Erster Text');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  expect(await liveText(page, baseURL!)).toBe('Neuer Text');

  // Roll the live site back to version 1 in one step (it becomes version 3).
  await versionItem(page, 1).getByTestId('version-rollback').click();
  await expect(status).toHaveAttribute('data-state', 'rolledBack');
  await expect(versionItem(page, 3)).toHaveAttribute('data-live', 'true');
  expect(await liveText(page, baseURL!)).toBe('Erster Text');

  // Change the draft again and publish it with a note.
  await editT1(page, 'Dritter Text');
  await page.getByTestId('publish-note').fill('Frühlingsaktion');
  await page.getByTestId('publish-with-note').click();
  await expect(versionItem(page, 4)).toHaveAttribute('data-live', 'true');
  await expect(versionItem(page, 4).getByTestId('version-note')).toHaveText('Frühlingsaktion');
  expect(await liveText(page, baseURL!)).toBe('Dritter Text');
});

async function builderWithoutPublishing(request: APIRequestContext): Promise<ApiSession> {
  const headers = { Authorization: `Bearer ${session.token}` };
  const email = `builder-${Date.now()}@example.com`;
  const password = 'builder-password-1';
  const user = await request.post('/api/users', { headers, data: { displayName: 'Bea Builder', primaryEmail: email, password } });
  expect(user.status()).toBe(201);
  const role = await request.post('/api/roles', { headers, data: { name: `Bauen ${Date.now()}`, userIds: [(await user.json()).id], permissions: ['APPLICATIONS_READ', 'APPLICATIONS_WRITE'] } });
  expect(role.status()).toBe(201);
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.status()).toBe(200);
  return login.json();
}

test('a builder without the publish permission saves and asks for a publish; an admin approves it and the domain shows it', async ({ browser, page, request, baseURL }) => {
  const builder = await builderWithoutPublishing(request);
  const context = await browser.newContext({ baseURL });
  const builderPage = await context.newPage();
  await useSession(builderPage, builder);
  await openEditor(builderPage, appId);
  await editT1(builderPage, 'Nur Entwurf');
  await expect(builderPage.getByTestId('publish')).toHaveCount(0);
  await builderPage.getByRole('button', { name: 'Veröffentlichung anfragen' }).click();
  await builderPage.getByTestId('publish-request-note').fill('Bitte heute live');
  await builderPage.getByTestId('publish-request-send').click();
  await expect(builderPage.getByTestId('publish-status')).toHaveAttribute('data-state', 'requested');
  await expect(builderPage.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  expect(await liveText(builderPage, baseURL!)).toBe('Dritter Text');
  await context.close();

  await openEditor(page, appId);
  await page.getByTestId('versions').click();
  const asked = page.getByTestId('publish-request-item');
  await expect(asked).toContainText('Bea Builder');
  await expect(asked).toContainText('Bitte heute live');
  await asked.getByTestId('publish-request-approve').click();
  await expect(page.getByTestId('publish-status')).toHaveAttribute('data-state', 'approved');
  await expect(versionItem(page, 5)).toHaveAttribute('data-live', 'true');
  await expect(versionItem(page, 5).getByTestId('version-note')).toHaveText('Bitte heute live');
  await expect(asked).toHaveCount(0);
  expect(await liveText(page, baseURL!)).toBe('Nur Entwurf');
});
