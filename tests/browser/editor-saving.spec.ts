import { test, expect } from './fixtures';
import {
  apiLogin,
  canvasChildren,
  canvasWidget,
  childIds,
  createApplication,
  findNode,
  openEditor,
  readApplication,
  sampleApplication,
  useSession,
} from './editor-helpers';

// Saving with If-Match, the conflict of two tabs, the draft in browser storage and the preview.

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request));
  page.on('dialog', (dialog) => void dialog.accept()); // "leave with unsaved changes?" when reloading
});

test('Ctrl+S and the save button save; the saved page comes back after a reload', async ({ page, request }) => {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, sampleApplication('Save'));
  await openEditor(page, appId);
  const status = page.getByTestId('save-status');
  await expect(status).toHaveAttribute('data-state', 'saved');

  await canvasWidget(page, 't1').click();
  await page.keyboard.press('Delete');
  await expect(status).toHaveAttribute('data-state', 'dirty');
  await page.keyboard.press('Control+s');
  await expect(status).toHaveAttribute('data-state', 'saved');
  let stored = await readApplication(request, session, appId);
  expect(childIds(findNode(stored.content[0].widget, 'boxA'))).toEqual(['t2']);

  await canvasWidget(page, 'boxB').click();
  await page.keyboard.press('Delete');
  await page.getByTestId('save').click();
  await expect(status).toHaveAttribute('data-state', 'saved');
  stored = await readApplication(request, session, appId);
  expect(childIds(stored.content[0].widget)).toEqual(['title', 'boxA']);

  await page.reload();
  await expect(canvasWidget(page, 'root')).toBeVisible();
  expect(await canvasChildren(page, 'root')).toEqual(['title', 'boxA']);
  expect(await canvasChildren(page, 'boxA')).toEqual(['t2']);
  await expect(status).toHaveAttribute('data-state', 'saved');
  await expect(page.getByTestId('draft-restore-dialog')).toHaveCount(0);
});

test('when another tab saved first, saving answers with the conflict dialog and overwrites nothing', async ({ page, context, request }) => {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, sampleApplication('Conflict'));
  await openEditor(page, appId);
  const second = await context.newPage();
  await openEditor(second, appId);

  await canvasWidget(second, 't1').click();
  await second.keyboard.press('Delete');
  await second.getByTestId('save').click();
  await expect(second.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  await canvasWidget(page, 't2').click();
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-conflict-dialog')).toBeVisible();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'error');

  const stored = await readApplication(request, session, appId);
  expect(childIds(findNode(stored.content[0].widget, 'boxA'))).toEqual(['t2']); // the second tab's work is intact
  await second.close();
});

test('a reload without saving offers the draft back, and restoring it brings the changes back unsaved', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Draft'));
  await openEditor(page, appId);
  await canvasWidget(page, 't1').click();
  await page.keyboard.press('Delete');
  // The draft is written a moment after the last edit.
  await expect.poll(() => page.evaluate((id) => window.localStorage.getItem(`baukasten.draft.${id}`) !== null, appId)).toBe(true);

  await page.reload();
  await expect(page.getByTestId('draft-restore-dialog')).toBeVisible();
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);
  await page.getByTestId('draft-restore').click();
  expect(await canvasChildren(page, 'boxA')).toEqual(['t2']);
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'dirty');
  await page.getByTestId('undo').click(); // restoring was one undoable step
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);
});

test('the preview shows the saved page in view mode', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Preview'));
  await openEditor(page, appId);
  await canvasWidget(page, 't1').click();
  await page.keyboard.press('Delete');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  await expect(page.getByTestId('preview')).toHaveAttribute('href', `/apps/preview/${appId}/`);
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByTestId('preview').click()]);
  await expect(preview.locator('[data-widget-id="t2"]')).toHaveText('Zweiter Text');
  await expect(preview.locator('[data-widget-id="t1"]')).toHaveCount(0);
  await expect(preview.locator('[data-widget-id="title"]')).toContainText('Willkommen');
  await expect(preview.locator('[data-testid="dropzone"], [data-testid="empty-slot"]')).toHaveCount(0);

  // The preview of another page: switch the editor to it first.
  await page.goto(`/editor/apps/${appId}?page=about`);
  await expect(canvasWidget(page, 'a1')).toBeVisible();
  await expect(page.getByTestId('preview')).toHaveAttribute('href', `/apps/preview/${appId}/about`);
});
