import { test, expect } from './fixtures';
import {
  apiLogin,
  applicationWith,
  canvas,
  canvasChildren,
  canvasWidget,
  container,
  createApplication,
  dropzone,
  openEditor,
  outlineItem,
  paletteItem,
  pointerDrag,
  publishApplication,
  sampleApplication,
  startPage,
  text,
  useSession,
} from './editor-helpers';

// The editor as builders expect it (docs/editor.md): builder notices stay with builders, new widgets are visible
// and clickable, on-canvas actions (action bar, breadcrumb, inline text editing).

const APP_HOST = 'editor-ux-e2e.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1`],
  },
});

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request));
});

test('builder notices show in the preview, never to visitors of the published application', async ({ page, request, baseURL }) => {
  const session = await apiLogin(request);
  const document = applicationWith(
    'Hinweise',
    [startPage([text('t1', 'Für alle'), { id: 'bad', type: 'Heading', settings: { text: 'x', level: 9 } }, { id: 'gone', type: 'NoSuchWidget', settings: {} }])],
    { domain: APP_HOST },
  );
  const appId = await createApplication(request, session, document);
  await publishApplication(request, session, appId);

  await page.goto(`/apps/preview/${appId}/`);
  await expect(page.locator('[data-widget-id="bad"] [data-testid="configure-notice"]')).toHaveText('Bitte konfigurieren Sie das Widget!');
  await expect(page.locator('[data-widget-id="gone"] [data-testid="unknown-widget"]')).toBeVisible();

  const visitor = await page.context().browser()!.newPage();
  await visitor.goto(`http://${APP_HOST}:${new URL(baseURL!).port}/`);
  await expect(visitor.locator('[data-widget-id="t1"]')).toHaveText('Für alle');
  await expect(visitor.locator('[data-testid="configure-notice"], [data-testid="unknown-widget"]')).toHaveCount(0);
  await expect(visitor.locator('body')).not.toContainText('konfigurieren');
  await visitor.close();
});

test('a dropped Heading says "Überschrift" and stays visible and clickable without selection; emptied, it shows a placeholder box', async ({ page, request }) => {
  const appId = await createApplication(request, await apiLogin(request), sampleApplication('Sichtbar'));
  await openEditor(page, appId);
  await pointerDrag(page, paletteItem(page, 'Heading'), dropzone(page, 'boxB'));
  await page.mouse.up();
  const [id] = await canvasChildren(page, 'boxB');
  const heading = canvasWidget(page, id);
  await expect(heading).toHaveText('Überschrift');

  await page.keyboard.press('Escape'); // nothing selected
  await expect(heading).not.toHaveAttribute('data-selected', 'true');
  expect((await heading.boundingBox())!.height).toBeGreaterThan(10);
  await heading.click();
  await expect(heading).toHaveAttribute('data-selected', 'true');

  await page.getByTestId('property-panel').locator('#root_text').fill('');
  await page.keyboard.press('Escape');
  await expect(heading).toHaveAttribute('data-widget-empty', 'Leer: Überschrift');
  expect((await heading.boundingBox())!.height).toBeGreaterThanOrEqual(40);
  await heading.click();
  await expect(heading).toHaveAttribute('data-selected', 'true');
});

test('action bar, breadcrumb, scrolling to the outline selection and inline text editing on the canvas', async ({ page, request }) => {
  const many = Array.from({ length: 40 }, (_, i) => text(`n${i}`, `Zeile ${i}`));
  const document = sampleApplication('Aktionen');
  (document.content[0].widget.slots.children as unknown[]).push(...many);
  const appId = await createApplication(request, await apiLogin(request), document);
  await openEditor(page, appId);

  await canvasWidget(page, 't1').click();
  const bar = page.getByRole('toolbar', { name: 'Aktionen für das ausgewählte Widget' });
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  const t1Box = (await canvasWidget(page, 't1').boundingBox())!;
  expect(Math.abs(barBox.x + barBox.width - (t1Box.x + t1Box.width))).toBeLessThan(2); // at the widget's right edge
  await bar.getByRole('button', { name: /Duplizieren/ }).click();
  expect(await canvasChildren(page, 'boxA')).toHaveLength(3);
  await bar.getByRole('button', { name: /Löschen/ }).click();
  expect(await canvasChildren(page, 'boxA')).toEqual(['t1', 't2']);

  await canvasWidget(page, 't2').click();
  const crumbs = page.getByRole('navigation', { name: 'Übergeordnete Widgets der Auswahl' }).getByRole('button');
  await expect(crumbs).toHaveCount(3);
  await crumbs.nth(1).click();
  await expect(canvasWidget(page, 'boxA')).toHaveAttribute('data-selected', 'true');

  // chosen in the outline, a widget far down the page scrolls into view
  await expect(canvasWidget(page, 'n39')).not.toBeInViewport();
  await outlineItem(page, 'n39').click();
  await expect(canvasWidget(page, 'n39')).toBeInViewport();

  // inline editing: one session, one undo step
  await canvas(page).evaluate((element) => element.scrollTo(0, 0));
  await canvasWidget(page, 'title').dblclick();
  const field = page.getByTestId('inline-text-editor');
  await expect(field).toBeFocused();
  await page.keyboard.type('Hallo Welt');
  await page.keyboard.press('Enter');
  await expect(field).toHaveCount(0);
  await expect(canvasWidget(page, 'title')).toHaveText('Hallo Welt');
  await page.keyboard.press('Control+z');
  await expect(canvasWidget(page, 'title')).toHaveText('Willkommen');
});

test('a Markdown text keeps its line breaks; Shift-click selects several widgets without page text, copy and paste them', async ({ page, request }) => {
  const document = sampleApplication('Mehrfach');
  (document.content[0].widget.slots.children as unknown[]).push({ id: 'md', type: 'Markdown', settings: { content: '' } });
  const appId = await createApplication(request, await apiLogin(request), document);
  await openEditor(page, appId);

  await canvasWidget(page, 'md').click();
  const content = page.getByTestId('property-panel').locator('#root_content');
  await content.click();
  await page.keyboard.type('# Titel');
  await page.keyboard.press('Enter');
  await page.keyboard.type('- Punkt');
  await expect(content).toHaveValue('# Titel\n- Punkt');
  await expect(canvasWidget(page, 'md').locator('h1')).toHaveText('Titel');
  await expect(canvasWidget(page, 'md').locator('li')).toHaveText('Punkt');

  await canvasWidget(page, 't1').click();
  await canvasWidget(page, 't2').click({ modifiers: ['Shift'] });
  await expect(canvasWidget(page, 't1')).toHaveAttribute('data-selected', 'true');
  await expect(canvasWidget(page, 't2')).toHaveAttribute('data-selected', 'true');
  expect(await page.evaluate(() => window.getSelection()?.toString() ?? '')).toBe('');
  await page.keyboard.press('Control+c');
  await canvasWidget(page, 'boxB').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+v');
  await expect(canvas(page).locator('[data-widget-type="Text"]')).toHaveCount(4);

  await page.keyboard.press('Escape');
  await page.keyboard.press('Control+c'); // nothing selected: says so
  await expect(page.getByTestId('refusal-notice')).toHaveAttribute('data-code', 'nothing-selected');
});

test('on a large page, blocks far off screen are drawn only when they come near, and stay fully editable', async ({ page, request }) => {
  // five blocks of 60 texts: each block is large enough to be drawn only near the viewport (docs/editor.md)
  const blocks = Array.from({ length: 5 }, (_, b) => container(`big${b}`, Array.from({ length: 60 }, (_, i) => text(`b${b}t${i}`, `Block ${b} Zeile ${i}`))));
  const appId = await createApplication(request, await apiLogin(request), applicationWith('Große Seite', [startPage(blocks)]));
  await openEditor(page, appId);
  const drawn = (id: string) => canvasWidget(page, id).evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));

  await expect(canvasWidget(page, 'b0t0')).toHaveText('Block 0 Zeile 0');
  expect(await drawn('b0t0')).toBe(true);
  await expect(canvasWidget(page, 'b4t59')).toBeAttached();
  expect(await drawn('b4t59')).toBe(false); // in the page, not drawn yet

  // chosen in the outline, the far widget scrolls into view drawn, with its name label
  await outlineItem(page, 'b4t59').click();
  await expect(canvasWidget(page, 'b4t59')).toBeInViewport();
  expect(await drawn('b4t59')).toBe(true);
  await expect(canvasWidget(page, 'b4t59')).toHaveAttribute('data-widget-label', 'Text');

  // the first widget of a block, at its top edge: selected by a click, deleted, brought back
  await outlineItem(page, 'b3t0').click();
  await expect(canvasWidget(page, 'b3t0')).toBeInViewport();
  await canvasWidget(page, 'b3t0').click();
  await expect(canvasWidget(page, 'b3t0')).toHaveAttribute('data-selected', 'true');
  await page.keyboard.press('Delete');
  await expect(canvasWidget(page, 'b3t0')).toHaveCount(0);
  expect((await canvasChildren(page, 'big3'))[0]).toBe('b3t1');
  await page.keyboard.press('Control+z');
  await expect(canvasWidget(page, 'b3t0')).toHaveText('Block 3 Zeile 0');
  expect(await drawn('b3t0')).toBe(true);
});

test('a large page opens with its first part and renders the rest right after; a widget chosen at once in the outline is shown', async ({ page, request }) => {
  // twelve blocks of 60 texts: the blocks after the first 250 widgets render after the open, and so do the outline's
  // lists after its first 60 rows, the one holding b11t30 among them (docs/editor.md)
  const blocks = Array.from({ length: 12 }, (_, b) => container(`big${b}`, Array.from({ length: 60 }, (_, i) => text(`b${b}t${i}`, `Block ${b} Zeile ${i}`))));
  const appId = await createApplication(request, await apiLogin(request), applicationWith('Sehr große Seite', [startPage(blocks)]));
  await openEditor(page, appId);
  await outlineItem(page, 'b11t30').click();
  await expect(canvasWidget(page, 'b11t30')).toBeInViewport();
  await expect(canvasWidget(page, 'b11t30')).toHaveText('Block 11 Zeile 30');
  await expect(canvasWidget(page, 'b11t30')).toHaveAttribute('data-selected', 'true');
  // the blocks nobody asked for arrive too, none left as an empty box or taken for an empty widget
  await expect(canvasWidget(page, 'b6t59')).toHaveText('Block 6 Zeile 59');
  await expect(page.locator('[data-testid=canvas] [data-canvas-deferred]')).toHaveCount(0);
  await expect(page.locator('[data-testid=canvas] [data-widget-empty]')).toHaveCount(0);
  await expect(page.locator('[data-testid=canvas] [data-widget-id]')).toHaveCount(1 + 12 * 61);
  // so does the outline, whose lists after its first 60 rows (block 1 on) also come a moment after the open
  await expect(page.getByTestId('outline-item')).toHaveCount(1 + 12 * 61);
  await expect(outlineItem(page, 'b11t30')).toHaveAttribute('aria-selected', 'true');
});

test('the editor opens without Chakra components, and its plain controls look like Chakra\'s', async ({ page, request }) => {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, sampleApplication('Schlichte Bedienelemente'));
  await openEditor(page, appId);
  // the toolbar, pages panel, palette and panels of the first screen have no emotion class (docs/editor.md)
  expect(await page.evaluate(() => [...document.querySelectorAll('[class*="css-"]')].filter((element) => !element.closest('[data-testid=canvas]')).length)).toBe(0);
  const look = (testId: string) => page.getByTestId(testId).evaluate((element) => {
    const style = getComputedStyle(element);
    return { height: style.height, borderWidth: style.borderTopWidth, borderColor: style.borderTopColor, background: style.backgroundColor, fontSize: style.fontSize, radius: style.borderTopLeftRadius };
  });
  // Chakra's default theme: extra small buttons and inputs 32 px high, 12 px text, 4 px corners; solid blue is
  // blue.600, a gray outline is gray.200 and a red one red.500
  expect(await look('publish')).toMatchObject({ height: '32px', background: 'rgb(37, 99, 235)', fontSize: '12px', radius: '4px' });
  expect(await look('page-add')).toMatchObject({ height: '32px', borderWidth: '1px', borderColor: 'rgb(228, 228, 231)', background: 'rgba(0, 0, 0, 0)' });
  expect(await look('palette-search')).toMatchObject({ height: '32px', borderWidth: '1px', borderColor: 'rgb(228, 228, 231)', fontSize: '12px' });
  expect(await look('editor-language')).toMatchObject({ height: '32px', borderWidth: '1px', fontSize: '12px' });
  expect(await look('page-title')).toMatchObject({ height: '36px', borderWidth: '1px', fontSize: '14px' });
  expect(await look('page-delete')).toMatchObject({ height: '36px', borderWidth: '1px', borderColor: 'rgb(239, 68, 68)' });
  // the first settings form brings Chakra's components, styled by the system made after the open
  await canvasWidget(page, 't1').click();
  await expect(page.getByTestId('property-panel').locator('input, textarea').first()).toBeVisible();
  expect(await page.getByTestId('property-panel').locator('[class*="css-"]').count()).toBeGreaterThan(0);
  // the action bar and the breadcrumb, rendered again with every selection, are plain too, in Chakra's 2xs look:
  // 24 px square solid blue icon buttons, the breadcrumb's current widget subtle (gray.100), the others ghost
  const bar = page.getByTestId('canvas-action-bar');
  await expect(bar).toBeVisible();
  expect(await bar.locator('[class*="css-"]').count()).toBe(0);
  expect(await page.getByTestId('selection-breadcrumb').locator('[class*="css-"]').count()).toBe(0);
  expect(await look('canvas-action-delete')).toMatchObject({ height: '24px', background: 'rgb(37, 99, 235)', radius: '4px' });
  expect(await page.getByTestId('canvas-action-delete').evaluate((element) => getComputedStyle(element).width)).toBe('24px');
  const crumbs = page.getByTestId('selection-breadcrumb').locator('button');
  expect(await crumbs.last().evaluate((element) => [getComputedStyle(element).height, getComputedStyle(element).backgroundColor])).toEqual(['24px', 'rgb(244, 244, 245)']);
  expect(await crumbs.first().evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
});
