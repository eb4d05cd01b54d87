import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiLogin, applicationWith, canvas, canvasWidget, createApplication, openEditor, outlineItem, propertyPanel, readApplication, selectWidget, startPage, useSession } from './editor-helpers';
import { card, createCompound, createProject, instance } from './compound-helpers';

// Authoring as builders and template authors expect it (docs/editor.md): the property panel's help, long texts,
// colours and choices; sockets that offer only what fits; pages with room and new applications that open;
// compound instances that detach; and no accessibility violations in the editor and the back-office.

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request));
});

/** axe's findings as short lines (rule, impact, first elements), so a failure names what to fix. */
async function axeViolations(page: Page): Promise<string[]> {
  // with the rule that a control's visible text is part of its accessible name (off by default in axe)
  const result = await new AxeBuilder({ page }).options({ rules: { 'label-content-name-mismatch': { enabled: true } } }).analyze();
  return result.violations.map((violation) => `${violation.id} (${violation.impact}): ${violation.nodes.slice(0, 3).map((node) => node.target.join(' ')).join(' | ')}`);
}

test('property panel: help under the field, a text area for long texts, white swatches, pages and widgets as choices, sockets in reach', async ({ page, request }) => {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, applicationWith('Autorenpanel', [
    startPage([
      { id: 'lnk', type: 'Link', settings: { text: 'Mehr' } },
      { id: 'box', type: 'Card', settings: { backgroundColor: '#ffffff' }, slots: { children: [] } },
      { id: 'txt', type: 'Text', settings: { text: 'Zeile' } },
    ]),
    { ...startPage([], { path: 'kontakt', title: 'Kontakt' }), widget: { id: 'root2', type: 'FlexboxContainer', settings: { direction: 'column' }, slots: { children: [] } } },
  ]));
  await openEditor(page, appId);

  await selectWidget(page, 'lnk');
  const link = propertyPanel(page).locator('#root_link');
  const help = propertyPanel(page).locator('#root_link__description');
  await expect(help).toBeVisible();
  const [linkBox, helpBox] = [await link.boundingBox(), await help.boundingBox()];
  expect(helpBox!.y).toBeGreaterThan(linkBox!.y + linkBox!.height - 1); // under the field
  const sizes = await page.evaluate(() => ({
    help: parseFloat(getComputedStyle(document.getElementById('root_link__description')!).fontSize),
    label: parseFloat(getComputedStyle(document.querySelector('label[for="root_link"]')!).fontSize),
  }));
  expect(sizes.help).toBeLessThan(sizes.label);
  // the application's pages are offered; a typed address still counts
  await expect(page.locator(`datalist#${await link.getAttribute('list')} option[value="/kontakt"]`)).toHaveAttribute('label', 'Kontakt');
  await link.fill('/kontakt');
  await expect(link).toHaveValue('/kontakt');
  await expect(page.locator(`datalist#${await propertyPanel(page).locator('#root_linkedWidget').getAttribute('list')} option[value="txt"]`)).toHaveCount(1);

  await selectWidget(page, 'txt');
  await expect(propertyPanel(page).locator('#root_text')).toHaveJSProperty('tagName', 'TEXTAREA');

  await selectWidget(page, 'box');
  await expect(propertyPanel(page).getByTestId('color-swatch').first()).toHaveValue('#ffffff');
  // a long settings form scrolls in its own pane: the sockets panel stays on screen
  const viewport = page.viewportSize()!;
  const sockets = await page.getByTestId('sockets-panel').boundingBox();
  expect(sockets!.y).toBeLessThan(viewport.height - 40);
});

test('sockets: only fitting targets, and ProductList → ProductDetail through the product id works in the preview', async ({ page, request }) => {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, applicationWith('Master-Detail', [
    startPage([
      { id: 'btn', type: 'Button', settings: { label: 'Los' } },
      { id: 'detail', type: 'ProductDetail', settings: {} },
      { id: 'list', type: 'ProductList', settings: { count: 2, pager: 'never', link: '' } },
    ]),
  ]));
  await openEditor(page, appId);
  await selectWidget(page, 'list');
  const panel = page.getByTestId('sockets-panel');
  await panel.getByTestId('connection-own-socket').selectOption('output::productClicked');
  const peer = panel.getByTestId('connection-peer');
  await expect(peer.locator('option[value="detail::productId"]')).toContainText('über ein Feld');
  await peer.selectOption('detail::productId');
  await panel.getByTestId('connection-field').fill('id');
  await panel.getByTestId('connection-add').click();
  await expect(panel.getByTestId('socket-connection')).toHaveCount(1);
  // the list's text input is not offered the button's click (an event carries no text)
  await panel.getByTestId('connection-own-socket').selectOption('input::search');
  await expect(peer.locator('option[value="btn::clicked"]')).toHaveCount(0);
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');

  await page.goto(`/apps/preview/${appId}/`);
  const first = page.locator('[data-widget-id="list"] [data-testid=product-card]').first();
  await expect(first).toBeVisible({ timeout: 30_000 }); // the page's widget code on a busy machine
  const productId = (await first.getAttribute('data-product-id'))!;
  await first.getByTestId('product-title').click();
  await expect(page.locator('[data-widget-id="detail"] [data-testid=product-detail]')).toHaveAttribute('data-product-id', productId);
});

test('pages and applications: a page has room for its title and path; a new application opens in the editor', async ({ page }) => {
  await page.goto('/editor');
  await page.getByTestId('application-create').click();
  const dialog = page.getByTestId('application-dialog');
  await dialog.getByTestId('app-name').fill('Neu angelegt');
  await dialog.getByTestId('app-save').click();
  await expect(page).toHaveURL(/\/editor\/apps\/[^/?]+/);
  await expect(page.getByTestId('app-created')).toContainText('„Neu angelegt“ ist angelegt');
  await expect(canvas(page)).toBeVisible();

  const pane = await page.getByTestId('pages-pane').boundingBox();
  for (const field of ['page-title', 'page-path']) {
    const box = await page.getByTestId(field).boundingBox();
    expect(box!.y + box!.height, field).toBeLessThanOrEqual(pane!.y + pane!.height); // visible without scrolling the pane
    expect(box!.height, field).toBeGreaterThanOrEqual(28);
  }
});

test('first open at 1280×720: texts show without placeholder boxes, the outline shows at least eight rows, a page\'s permissions are set in the pages panel', async ({ page, request }) => {
  await page.setViewportSize({ width: 1280, height: 720 });
  const session = await apiLogin(request);
  const texts = Array.from({ length: 12 }, (_, i) => ({ id: `t${i}`, type: 'Text', settings: { text: `Absatz ${i + 1}` } }));
  const appId = await createApplication(request, session, applicationWith('Erster Blick', [
    startPage([{ id: 'h', type: 'Heading', settings: { text: 'Willkommen', level: 1 } }, ...texts]),
    { ...startPage([], { path: 'intern', title: 'Intern' }), widget: { id: 'root2', type: 'FlexboxContainer', settings: { direction: 'column' }, slots: { children: [] } } },
  ]));
  await openEditor(page, appId);
  // each widget's code arrives after the canvas first drew it: no "Leer: …" box may stay under the real content
  await expect(canvasWidget(page, 't11')).toHaveText('Absatz 12');
  await expect(canvas(page).locator('[data-widget-empty]')).toHaveCount(0);

  // the outline keeps room: at least eight rows inside its pane, on screen, without scrolling anything
  const pane = (await page.getByTestId('outline-pane').boundingBox())!;
  const rows = await page.locator('[data-testid=outline-pane] [data-testid=outline-item]').evaluateAll((items, bottom) =>
    items.filter((item) => { const box = item.getBoundingClientRect(); return box.height > 0 && box.bottom <= bottom && box.bottom <= window.innerHeight; }).length,
  pane.y + pane.height);
  expect(rows).toBeGreaterThanOrEqual(8);
  for (const field of ['page-title', 'page-path']) await expect(page.getByTestId(field)).toBeInViewport();

  // the pages panel's permissions: chosen by what they allow, saved with the page, undone in one step
  await page.getByTestId('page-item').filter({ hasText: 'Intern' }).click();
  const add = page.getByTestId('page-permission-add');
  await add.scrollIntoViewIfNeeded();
  await expect(add.locator('option[value="TASKS_READ"]')).toHaveText('Aufgaben: lesen');
  await add.selectOption('TASKS_READ');
  await expect(page.getByTestId('page-permission')).toHaveAttribute('data-permission', 'TASKS_READ');
  await page.getByTestId('undo').click();
  await expect(page.getByTestId('page-permission')).toHaveCount(0);
  await page.getByTestId('redo').click();
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  const stored = (await readApplication(request, session, appId)).content as { path: string; permissions?: string[] }[];
  expect(stored.find((entry) => entry.path === 'intern')!.permissions).toEqual(['TASKS_READ']);
});

test('compound instance: named in the outline, picked by name, detached in one step and undone in one', async ({ page, request }) => {
  const session = await apiLogin(request);
  const projectId = await createProject(request, session, 'Autorenprojekt');
  const compoundId = await createCompound(request, session, { ...card('Produktkarte', 'Kartentext'), projectId });
  const appId = await createApplication(request, session, applicationWith('Lösen', [startPage([instance('inst', compoundId)])], { projectId }));
  await openEditor(page, appId);

  await expect(outlineItem(page, 'inst')).toContainText('Produktkarte');
  await selectWidget(page, 'inst');
  const settings = page.getByTestId('compound-instance-settings');
  await expect(settings.getByTestId('instance-compound').locator('option:checked')).toHaveText('Produktkarte');
  // the palette search finds the compound, and does not say "nothing matches" beside it
  await page.getByTestId('palette-search').fill('Produktk');
  await expect(page.locator(`[data-testid="palette-compound"][data-compound-id="${compoundId}"]`)).toBeVisible();
  await expect(page.getByTestId('palette-empty')).toHaveCount(0);

  await settings.getByTestId('detach-compound').click();
  await expect(canvasWidget(page, 'inst')).toHaveCount(0);
  await expect(canvas(page).locator('[data-widget-type="Text"]')).toHaveText('Kartentext');
  await page.getByTestId('undo').click();
  await expect(canvasWidget(page, 'inst')).toHaveCount(1);
});

test('axe finds no violations in the editor and on back-office pages', async ({ page, request }) => {
  // Six screens, each loaded and analysed in full: longer than the default minute on a busy machine.
  test.setTimeout(150_000);
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, applicationWith('Barrierefrei', [
    startPage([{ id: 'h', type: 'Heading', settings: { text: 'Titel', level: 1 } }, { id: 't', type: 'Text', settings: { text: 'Absatz' } }]),
  ]));
  const found: Record<string, string[]> = {};
  await page.goto('/editor');
  await expect(page.getByTestId('application-create')).toBeVisible();
  found['/editor'] = await axeViolations(page);
  await openEditor(page, appId);
  await selectWidget(page, 't');
  found['/editor/apps (Text selected)'] = await axeViolations(page);
  for (const path of ['/backoffice', '/backoffice/pim/products', '/backoffice/pim/orders', '/backoffice/applications']) {
    await page.goto(path);
    await expect(page.getByRole('main')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // the screen as a user reads it: its title there and nothing loading any more
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status', { name: /lädt|geladen/i })).toHaveCount(0);
    found[path] = await axeViolations(page);
  }
  expect(found).toEqual(Object.fromEntries(Object.keys(found).map((key) => [key, []])));
});
