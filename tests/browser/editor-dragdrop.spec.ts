import { test, expect } from './fixtures';
import {
  apiLogin,
  canvas,
  canvasChildren,
  canvasWidget,
  createApplication,
  dropzone,
  outlineItem,
  openEditor,
  paletteItem,
  pointerDrag,
  sampleApplication,
  useSession,
} from './editor-helpers';

// Drag and drop in the editor with a real pointer and with the keyboard only (dnd-kit sensors).

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request));
});

test('a widget dragged from the palette lands in the empty container it is dropped on', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Palette drop'));
  await openEditor(page, appId);
  await expect(page.getByTestId('dropzone')).toHaveCount(0); // drop zones exist only during a drag

  await pointerDrag(page, paletteItem(page, 'Button'), dropzone(page, 'boxB'));
  await expect(dropzone(page, 'boxB')).toHaveAttribute('data-state', 'allowed');
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-parent-id', 'boxB');
  await page.mouse.up();

  await expect(page.getByTestId('dropzone')).toHaveCount(0);
  const inserted = await canvasChildren(page, 'boxB');
  expect(inserted).toHaveLength(1);
  await expect(canvasWidget(page, inserted[0])).toHaveAttribute('data-widget-type', 'Button');
  await expect(canvasWidget(page, inserted[0])).toHaveAttribute('data-selected', 'true');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'dirty');
});

test('a widget moves across containers and back between siblings', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Move across'));
  await openEditor(page, appId);

  await pointerDrag(page, canvasWidget(page, 't1'), dropzone(page, 'boxB'));
  await page.mouse.up();
  expect(await canvasChildren(page, 'boxA')).toEqual(['t2']);
  expect(await canvasChildren(page, 'boxB')).toEqual(['t1']);

  // Back into box A (a row), before t2: aim at the left part of t2.
  await pointerDrag(page, canvasWidget(page, 't1'), async () => {
    const box = (await canvasWidget(page, 't2').boundingBox())!;
    return { x: box.x + 4, y: box.y + box.height / 2 };
  });
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-parent-id', 'boxA');
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-index', '0');
  await page.mouse.up();
  await expect.poll(() => canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);
  expect(await canvasChildren(page, 'boxB')).toEqual([]);
});

test('a drop into the dragged widget itself is shown as refused and changes nothing', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Refused'));
  await openEditor(page, appId);

  // Grab box A by its own padding (its centre is one of its texts).
  await pointerDrag(page, canvasWidget(page, 'boxA'), dropzone(page, 'boxA'), { x: 4, y: 4 });
  await expect(dropzone(page, 'boxA')).toHaveAttribute('data-state', 'refused');
  await expect(dropzone(page, 'boxB')).toHaveAttribute('data-state', 'allowed');
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-state', 'refused');
  await page.mouse.up();

  await expect(page.getByTestId('refusal-notice')).toHaveAttribute('data-code', 'into-itself');
  expect(await canvasChildren(page, 'root')).toEqual(['title', 'boxA', 'boxB']);
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);
  await expect(page.getByTestId('undo')).toBeDisabled();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
});

test('keyboard only: pick up from the palette, choose the position with arrows, drop; move a widget with arrows', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Keyboard'));
  await openEditor(page, appId);
  await canvasWidget(page, 't2').click();

  // A new Text goes right after the selected t2 at first; one arrow up puts it between t1 and t2.
  await paletteItem(page, 'Text').focus();
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-parent-id', 'boxA');
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-index', '2');
  await page.keyboard.press('ArrowUp');
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-index', '1');
  await page.keyboard.press('Enter');
  const children = await canvasChildren(page, 'boxA');
  expect(children).toHaveLength(3);
  expect([children[0], children[2]]).toEqual(['t1', 't2']);
  await expect(canvasWidget(page, children[1])).toHaveAttribute('data-widget-type', 'Text');

  // Move t1 with the keyboard: focus it, Space, down to the position after t2, Space.
  await canvasWidget(page, 't1').click();
  await expect(canvasWidget(page, 't1')).toBeFocused();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-index', '3');
  await page.keyboard.press('Space');
  expect(await canvasChildren(page, 'boxA')).toEqual([children[1], 't2', 't1']);
  await expect(canvasWidget(page, 't1')).toBeFocused();

  // Escape cancels a keyboard drag.
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('dropzone')).toHaveCount(0);
  expect(await canvasChildren(page, 'boxA')).toEqual([children[1], 't2', 't1']);
});

test('keyboard drag straight to a drop zone: pick up, focus the zone, Enter', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Zone focus'));
  await openEditor(page, appId);
  await paletteItem(page, 'Heading').focus();
  await page.keyboard.press('Space');
  await dropzone(page, 'boxB').focus();
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-parent-id', 'boxB');
  await page.keyboard.press('Enter');
  const inserted = await canvasChildren(page, 'boxB');
  expect(inserted).toHaveLength(1);
  await expect(canvasWidget(page, inserted[0])).toHaveAttribute('data-widget-type', 'Heading');
});

test('Playwright dragTo from a palette entry to a drop zone works (zones appear as soon as the button is down)', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('dragTo'));
  await openEditor(page, appId);
  await paletteItem(page, 'Text').dragTo(dropzone(page, 'boxB'));
  const inserted = await canvasChildren(page, 'boxB');
  expect(inserted).toHaveLength(1);
  await expect(canvasWidget(page, inserted[0])).toHaveAttribute('data-widget-type', 'Text');
});

test('the outline is a drag source and a drop target: a text goes into box B through its row', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Outline drag'));
  await openEditor(page, appId);
  // The outline shares the left column with pages and palette: bring the target row to its middle, away from the
  // edges where a drag scrolls the outline.
  await outlineItem(page, 'boxB').evaluate((row) => row.scrollIntoView({ block: 'center' }));
  await pointerDrag(page, outlineItem(page, 't1'), outlineItem(page, 'boxB'));
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-parent-id', 'boxB');
  await page.mouse.up();
  expect(await canvasChildren(page, 'boxB')).toEqual(['t1']);
  await expect(outlineItem(page, 't1')).toHaveAttribute('aria-selected', 'true');
  await expect(canvasWidget(page, 't1')).toHaveAttribute('data-selected', 'true');
});

test('a widget whose categories do not fit the application kind is refused everywhere', async ({ page, request }) => {
  // TestThrows (test-only, CMS and APPLICATION) in a back-office (CBO) application.
  await page.addInitScript(() => window.localStorage.setItem('baukasten.testWidgets', 'true'));
  const app = sampleApplication('Category', { kind: 'CBO' });
  (app.content[0].widget.slots.children as unknown[]).push({ id: 'odd', type: 'TestThrows', settings: {} });
  const appId = await createApplication(request, await apiLogin(request), app);
  await openEditor(page, appId);
  await expect(paletteItem(page, 'TestThrows')).toHaveCount(0); // not offered for this kind

  await pointerDrag(page, canvasWidget(page, 'odd'), dropzone(page, 'boxB'));
  await expect(dropzone(page, 'boxB')).toHaveAttribute('data-state', 'refused');
  await expect(page.getByTestId('drop-indicator')).toHaveAttribute('data-state', 'refused');
  await page.mouse.up();
  await expect(page.getByTestId('refusal-notice')).toHaveAttribute('data-code', 'not-allowed');
  expect(await canvasChildren(page, 'boxB')).toEqual([]);
});

test('dragging near the edge of the canvas scrolls it; positions are announced in the chosen language', async ({ page, request }) => {
  const many = Array.from({ length: 60 }, (_, i) => ({ id: `n${i}`, type: 'Text', settings: { text: `Zeile ${i}` } }));
  const app = sampleApplication('Scroll');
  (app.content[0].widget.slots.children as unknown[]).push(...many);
  const appId = await createApplication(request, await apiLogin(request), app);
  await openEditor(page, appId);
  const area = canvas(page);
  expect(await area.evaluate((element) => element.scrollTop)).toBe(0);

  const box = (await area.boundingBox())!;
  await pointerDrag(page, paletteItem(page, 'Text'), async () => ({ x: box.x + box.width / 2, y: box.y + box.height - 4 }));
  await expect.poll(() => area.evaluate((element) => element.scrollTop), { timeout: 5000 }).toBeGreaterThan(200);
  await page.keyboard.press('Escape');
  await page.mouse.up();
  await expect(page.getByTestId('dropzone')).toHaveCount(0);
  expect(await canvasChildren(page, 'root')).toHaveLength(63); // cancelled: nothing inserted

  // Keyboard pick-up announces the widget and its position through dnd-kit's live region.
  await page.getByTestId('editor-language').selectOption('en_us');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US'); // the English texts arrived
  await paletteItem(page, 'Heading').focus();
  await page.keyboard.press('Enter');
  const live = page.locator('[id^="DndLiveRegion"]');
  await expect(live).toContainText('Picked up Heading');
  await page.keyboard.press('ArrowDown');
  await expect(live).toContainText('position');
  await page.keyboard.press('Escape');
  await expect(live).toContainText('Drag cancelled');
});

test('a click on a palette entry (no drag) inserts the widget right after the selection', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Palette click'));
  await openEditor(page, appId);
  await canvasWidget(page, 't1').click();
  await paletteItem(page, 'Heading').click();
  const children = await canvasChildren(page, 'boxA');
  expect(children).toHaveLength(3);
  expect([children[0], children[2]]).toEqual(['t1', 't2']);
  await expect(canvasWidget(page, children[1])).toHaveAttribute('data-widget-type', 'Heading');
  await expect(canvasWidget(page, children[1])).toHaveAttribute('data-selected', 'true');
  await expect(canvasWidget(page, children[1])).toHaveAttribute('aria-describedby', /.+/);
  await expect(page.locator(`#${await canvasWidget(page, children[1]).getAttribute('aria-describedby')}`)).toContainText('Leertaste');
});
