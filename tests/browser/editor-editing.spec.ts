import { test, expect } from './fixtures';
import {
  apiLogin,
  canvasChildren,
  canvasWidget,
  createApplication,
  openEditor,
  outlineItem,
  paletteItem,
  sampleApplication,
  useSession,
} from './editor-helpers';

// Selection, history, clipboard and the keyboard shortcuts in the editor.

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request));
});

test('undo and redo: disabled with nothing to do, buttons and shortcuts both work', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('History'));
  await openEditor(page, appId);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('redo')).toBeDisabled();

  await canvasWidget(page, 't1').click();
  await page.keyboard.press('Delete');
  expect(await canvasChildren(page, 'boxA')).toEqual(['t2']);
  await expect(page.getByTestId('undo')).toBeEnabled();
  await expect(page.getByTestId('redo')).toBeDisabled();

  await page.getByTestId('undo').click();
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('redo')).toBeEnabled();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  await page.getByTestId('redo').click();
  expect(await canvasChildren(page, 'boxA')).toEqual(['t2']);
  await page.keyboard.press('Control+z');
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);
  await page.keyboard.press('Control+Shift+z');
  expect(await canvasChildren(page, 'boxA')).toEqual(['t2']);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+y');
  expect(await canvasChildren(page, 'boxA')).toEqual(['t2']);
});

test('after a delete the keyboard goes on from the parent: it is selected and holds focus, in the canvas and the outline', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Focus after delete'));
  await openEditor(page, appId);
  await canvasWidget(page, 't1').click();
  await page.keyboard.press('Delete');
  expect(await canvasChildren(page, 'boxA')).toEqual(['t2']);
  await expect(canvasWidget(page, 'boxA')).toHaveAttribute('data-selected', 'true');
  await expect(canvasWidget(page, 'boxA')).toBeFocused();
  await page.keyboard.press('Control+z');
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);

  await outlineItem(page, 't2').click();
  await page.keyboard.press('Delete');
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1']);
  await expect(outlineItem(page, 'boxA')).toBeFocused();
  // the next key acts on the parent: Delete takes boxA with it
  await page.keyboard.press('Delete');
  expect(await canvasChildren(page, 'root')).toEqual(['title', 'boxB']);
});

test('several widgets selected with Ctrl and Shift go with one Delete, and come back with one undo', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Multi delete'));
  await openEditor(page, appId);
  await canvasWidget(page, 't1').click();
  await canvasWidget(page, 'title').click({ modifiers: ['Control'] });
  await canvasWidget(page, 'boxB').click({ modifiers: ['Shift'] });
  await expect(page.getByTestId('canvas').locator('[data-selected="true"]')).toHaveCount(3);
  await expect(outlineItem(page, 'boxB')).toHaveAttribute('aria-selected', 'true');

  await page.keyboard.press('Delete');
  expect(await canvasChildren(page, 'root')).toEqual(['boxA']);
  expect(await canvasChildren(page, 'boxA')).toEqual(['t2']);
  await page.keyboard.press('Control+z');
  expect(await canvasChildren(page, 'root')).toEqual(['title', 'boxA', 'boxB']);
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);

  // Escape clears the selection; Shift+Enter selects the parent.
  await canvasWidget(page, 't2').click();
  await page.keyboard.press('Shift+Enter');
  await expect(canvasWidget(page, 'boxA')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('canvas').locator('[data-selected="true"]')).toHaveCount(0);
});

test('copy, paste and duplicate make new widgets with fresh ids, also in another application', async ({ page, request }) => {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, sampleApplication('Copy source'));
  const otherId = await createApplication(request, session, sampleApplication('Paste target'));
  await openEditor(page, appId);

  await canvasWidget(page, 'boxA').click({ position: { x: 3, y: 3 } });
  await expect(canvasWidget(page, 'boxA')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Control+c');
  await canvasWidget(page, 'boxB').click();
  await page.keyboard.press('Control+v');
  await expect.poll(async () => (await canvasChildren(page, 'root')).length).toBe(4);
  const root = await canvasChildren(page, 'root');
  const pasted = root[3];
  expect(root.slice(0, 3)).toEqual(['title', 'boxA', 'boxB']);
  expect(pasted).not.toBe('boxA');
  const pastedTexts = await canvasChildren(page, pasted);
  expect(pastedTexts).toHaveLength(2);
  expect(pastedTexts).not.toContain('t1');
  await expect(canvasWidget(page, pasted)).toContainText('Erster Text');

  await canvasWidget(page, 't2').click();
  await page.keyboard.press('Control+d');
  const boxA = await canvasChildren(page, 'boxA');
  expect(boxA).toHaveLength(3);
  expect(boxA.slice(0, 2)).toEqual(['t1', 't2']);
  await expect(canvasWidget(page, boxA[2])).toHaveText('Zweiter Text');

  // Into another application: the copy of box A is still on the clipboard.
  await openEditor(page, otherId);
  await canvasWidget(page, 'title').click();
  await page.keyboard.press('Control+v');
  await expect.poll(async () => (await canvasChildren(page, 'root')).length).toBe(4);
  const otherRoot = await canvasChildren(page, 'root');
  expect(otherRoot[0]).toBe('title');
  expect(otherRoot[1]).not.toBe('boxA');
  await expect(canvasWidget(page, otherRoot[1])).toContainText('Zweiter Text');
});

test('shortcuts do not fire while typing in a field', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Typing'));
  await openEditor(page, appId);
  await canvasWidget(page, 't1').click();
  const search = page.getByTestId('palette-search');
  await search.fill('Tex');
  await search.press('Backspace');
  await search.press('Delete');
  await search.press('Control+z');
  await expect(search).not.toHaveValue('');
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(paletteItem(page, 'Text')).toBeVisible();
  await expect(paletteItem(page, 'Container')).toHaveCount(0);
});

test('the toolbar sets the canvas width and the language; the page parameter picks the page', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Toolbar'));
  await openEditor(page, appId, 'about');
  await expect(canvasWidget(page, 'a1')).toBeVisible();
  const frame = page.locator('.bk-canvas-frame');
  for (const width of [360, 768, 1280]) {
    await page.getByTestId(`viewport-${width}`).click();
    await expect(page.getByTestId(`viewport-${width}`)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => Math.round((await frame.boundingBox())!.width)).toBe(width);
  }
  await page.getByTestId('viewport-full').click();
  await expect.poll(async () => (await frame.boundingBox())!.width).toBeGreaterThan(400);

  await expect(page.getByTestId('save-status')).toHaveText('Gespeichert');
  await page.getByTestId('editor-language').selectOption('fr_fr');
  await expect(page.getByTestId('save-status')).toHaveText('Enregistré');
  await expect(page.getByTestId('save')).toHaveText('Enregistrer');
  await page.getByTestId('editor-language').selectOption('de_de');
});
