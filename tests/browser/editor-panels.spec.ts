import { test, expect } from './fixtures';
import { apiLogin, applicationWith, canvasWidget, createApplication, findNode, openEditor, readApplication, startPage, useSession, type ApiSession } from './editor-helpers';
import type { APIRequestContext, Page } from '@playwright/test';

// The editor's panels in a real browser against the real server: property panel (rjsf), the code editor
// (Monaco), sockets, pages, and managing applications on /editor.

test.beforeEach(async ({ page, request }) => {
  await useSession(page, await apiLogin(request));
  page.on('dialog', (dialog) => void dialog.accept()); // "leave with unsaved changes?" when reloading
});

function panelsApplication(name: string) {
  return applicationWith(name, [
    startPage([
      { id: 't1', type: 'Text', settings: { text: 'Erster Text' } },
      { id: 'b1', type: 'Button', settings: { label: 'Klick' } },
    ]),
  ]);
}

async function openApp(page: Page, request: APIRequestContext, name: string): Promise<{ appId: string; session: ApiSession }> {
  const session = await apiLogin(request);
  const appId = await createApplication(request, session, panelsApplication(name));
  await openEditor(page, appId);
  return { appId, session };
}

const propertyPanel = (page: Page) => page.getByTestId('property-panel');
const socketsPanel = (page: Page) => page.getByTestId('sockets-panel');

test('a setting edited in the property panel updates the canvas and survives save and reload', async ({ page, request }) => {
  const { appId, session } = await openApp(page, request, 'Panels: property');
  await canvasWidget(page, 't1').click();
  const field = propertyPanel(page).locator('#root_text');
  await expect(field).toHaveValue('Erster Text');
  await field.fill('Geänderter Text');
  await expect(canvasWidget(page, 't1')).toHaveText('Geänderter Text');
  await propertyPanel(page).locator('#root_align').selectOption({ label: 'Mittig' }); // the translated label of 'center'
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'dirty');

  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  const stored = await readApplication(request, session, appId);
  expect(findNode(stored.content[0].widget, 't1')?.settings).toMatchObject({ text: 'Geänderter Text', align: 'center' });

  await page.reload();
  await expect(canvasWidget(page, 't1')).toHaveText('Geänderter Text');
  await canvasWidget(page, 't1').click();
  await expect(propertyPanel(page).locator('#root_text')).toHaveValue('Geänderter Text');
  await expect(propertyPanel(page).locator('#root_align')).toHaveValue('1'); // rjsf option values are enum indexes
});

test("the code editor (Monaco) shows 'Ungültiges JSON' for invalid JSON and applies valid JSON", async ({ page, request, baseURL }) => {
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  await openApp(page, request, 'Panels: code editor');
  expect(requested.some((url) => /MonacoEngine/.test(url))).toBe(false); // loaded only when a code field shows
  await canvasWidget(page, 't1').click();
  await propertyPanel(page).getByText('Als JSON').click();
  const editor = propertyPanel(page).locator('.monaco-editor');
  await expect(editor).toBeVisible();
  await expect(propertyPanel(page).locator('.view-lines')).toContainText('Erster Text');

  await editor.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('kein JSON');
  await expect(propertyPanel(page).getByTestId('code-editor-error')).toHaveText('Ungültiges JSON');
  await expect(canvasWidget(page, 't1')).toHaveText('Erster Text');

  // typed key by key; whatever Monaco closed by itself and did not type over goes (Shift+End, Delete)
  await page.keyboard.press('Control+a');
  await page.keyboard.type('{"text": "Aus JSON"}');
  await page.keyboard.press('Shift+End');
  await page.keyboard.press('Delete');
  await expect(propertyPanel(page).getByTestId('code-editor-error')).toHaveCount(0);
  await expect(canvasWidget(page, 't1')).toHaveText('Aus JSON');
  // Monaco and its workers come with the app, never from a CDN. The JSON worker starts on its own schedule after
  // the editor shows (the 'Ungültiges JSON' check is ours, not the worker's), so its request is waited for.
  expect(requested.some((url) => /MonacoEngine/.test(url))).toBe(true);
  await expect.poll(() => requested.some((url) => /json\.worker/.test(url))).toBe(true);
  expect(requested.filter((url) => !url.startsWith(new URL(baseURL!).origin) && !url.startsWith('data:') && !url.startsWith('blob:'))).toEqual([]);
});

test('adding and removing a socket connection; a type mismatch is refused', async ({ page, request }) => {
  const { appId, session } = await openApp(page, request, 'Panels: sockets');
  await canvasWidget(page, 't1').click();
  const panel = socketsPanel(page);
  await panel.getByTestId('connection-own-socket').selectOption('input::text');
  await panel.getByTestId('connection-peer').selectOption('$context');
  await panel.getByTestId('connection-context-name').fill('greeting');
  await panel.getByTestId('connection-add').click();
  const row = panel.getByTestId('socket-connection');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Kontext · greeting');

  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  let stored = (await readApplication(request, session, appId)) as unknown as { content: { socketConnections: unknown[] }[] };
  expect(stored.content[0].socketConnections).toMatchObject([{ from: { widgetId: '$context', socket: 'greeting' }, to: { widgetId: 't1', socket: 'text' } }]);

  await row.getByTestId('remove-connection').click();
  await expect(panel.getByTestId('socket-connection')).toHaveCount(0);
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  stored = (await readApplication(request, session, appId)) as unknown as { content: { socketConnections: unknown[] }[] };
  expect(stored.content[0].socketConnections ?? []).toEqual([]);

  // the button's click event cannot feed the text's string input: that target is not offered at all
  await canvasWidget(page, 'b1').click();
  await panel.getByTestId('connection-own-socket').selectOption('output::clicked');
  await expect(panel.getByTestId('connection-peer').locator('option[value="t1::text"]')).toHaveCount(0);
  await expect(panel.getByTestId('socket-connection')).toHaveCount(0);
});

test('adding, renaming and deleting a page', async ({ page, request }) => {
  const { appId, session } = await openApp(page, request, 'Panels: pages');
  const pages = page.getByTestId('pages-panel');
  await pages.getByTestId('page-add').click();
  await expect(pages.locator('[data-testid=page-item][data-page-path="neue-seite"]')).toHaveAttribute('aria-current', 'page');
  await expect(page).toHaveURL(/[?&]page=neue-seite/);

  await pages.getByTestId('page-title').fill('Kontakt');
  await pages.getByTestId('page-path').fill('Kontakt Seite');
  await expect(pages.getByTestId('page-path-error')).toBeVisible();
  await pages.getByTestId('page-path').fill('kontakt');
  await pages.getByTestId('page-path').press('Enter');
  const item = pages.locator('[data-testid=page-item][data-page-path="kontakt"]');
  await expect(item).toContainText('Kontakt');
  await expect(page).toHaveURL(/[?&]page=kontakt/);

  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  let stored = await readApplication(request, session, appId);
  expect(stored.content.map((entry) => [entry.path, (entry as { title?: string }).title])).toEqual([
    ['', 'Start'],
    ['kontakt', 'Kontakt'],
  ]);

  await pages.getByTestId('page-delete').click();
  await page.getByTestId('page-delete-confirm').click();
  await expect(item).toHaveCount(0);
  await expect(pages.getByTestId('page-item')).toHaveCount(1);
  await expect(pages.getByTestId('page-delete')).toBeDisabled(); // never the last page
  await page.getByTestId('save').click();
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  stored = await readApplication(request, session, appId);
  expect(stored.content.map((entry) => entry.path)).toEqual(['']);
});

test('creating an application with domain and kind on /editor, renaming and deleting it', async ({ page }) => {
  await page.goto('/editor');
  await page.getByTestId('application-create').click();
  const dialog = page.getByTestId('application-dialog');
  await dialog.getByTestId('app-name').fill('Kennzahlen');
  await dialog.getByTestId('app-domain').fill('kein host');
  await dialog.getByTestId('app-kind').selectOption('DASHBOARD');
  await dialog.getByTestId('app-save').click();
  await expect(dialog).toContainText('Bitte einen Hostnamen');
  await dialog.getByTestId('app-domain').fill('Kennzahlen.Example.com');
  await dialog.getByTestId('app-save').click();
  await expect(dialog).toHaveCount(0);
  // the new application opens in the editor, which says it was created
  await expect(page).toHaveURL(/\/editor\/apps\/[^/?]+/);
  await expect(page.getByTestId('app-created')).toContainText('„Kennzahlen“ ist angelegt');
  await page.goto('/editor');

  const item = page.getByTestId('application-item').filter({ hasText: 'Kennzahlen' });
  await expect(item).toHaveCount(1);
  await expect(item.getByTestId('application-domain')).toContainText('kennzahlen.example.com');
  await expect(item.getByTestId('application-kind')).toHaveAttribute('data-kind', 'DASHBOARD');
  await expect(item.getByTestId('application-kind')).toHaveText('Dashboard');

  await item.getByTestId('application-edit').click();
  await page.getByTestId('app-name').fill('Kennzahlen 2025');
  await page.getByTestId('app-kind').selectOption('CMS');
  // a tenant administrator gives the application its own reseller (checked as the server checks it)
  await page.getByTestId('app-reseller').fill('kein reseller');
  await page.getByTestId('app-save').click();
  await expect(page.getByTestId('application-dialog')).toContainText('Bitte eine gültige Reseller-ID');
  await page.getByTestId('app-reseller').fill('agency-7');
  await page.getByTestId('app-save').click();
  const renamed = page.getByTestId('application-item').filter({ hasText: 'Kennzahlen 2025' });
  await expect(renamed.getByTestId('application-kind')).toHaveAttribute('data-kind', 'CMS');
  await renamed.getByTestId('application-edit').click();
  await expect(page.getByTestId('app-reseller')).toHaveValue('agency-7');
  await page.getByTestId('app-cancel').click();

  const appId = await renamed.getAttribute('data-app-id');
  await renamed.getByTestId('open-editor').click();
  await expect(page).toHaveURL(new RegExp(`/editor/apps/${appId}`));
  await expect(page.getByTestId('canvas')).toBeVisible();
  await page.goBack();

  await page.getByTestId('application-item').filter({ hasText: 'Kennzahlen 2025' }).getByTestId('application-delete').click();
  await page.getByTestId('application-delete-confirm').click();
  await expect(page.getByTestId('application-item').filter({ hasText: 'Kennzahlen 2025' })).toHaveCount(0);
});

test('leaving the editor with unsaved changes asks first; staying stays, leaving leaves', async ({ page, request }) => {
  await openApp(page, request, 'Panels: leave guard');
  const dialog = page.getByTestId('leave-dialog');

  // nothing changed: no question
  await page.getByTestId('back-to-overview').click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(dialog).toHaveCount(0);
  await page.goBack();
  await expect(canvasWidget(page, 't1')).toBeVisible();

  await canvasWidget(page, 't1').click();
  await propertyPanel(page).locator('#root_text').fill('Nicht gespeichert');
  await page.getByTestId('back-to-overview').click();
  await expect(dialog).toContainText('Es gibt ungespeicherte Änderungen. Trotzdem verlassen?');
  // the focus is on staying, so Enter loses nothing
  await expect(page.getByTestId('leave-stay')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/editor\/apps\//);
  await expect(canvasWidget(page, 't1')).toHaveText('Nicht gespeichert');

  // the forward button (back to the overview opened before) asks too; the editor stays until the builder leaves
  await page.goForward();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/editor\/apps\//);
  await expect(canvasWidget(page, 't1')).toHaveText('Nicht gespeichert');
  await page.getByTestId('leave-confirm').click();
  await expect(page).toHaveURL(/\/editor$/);
  await expect(dialog).toHaveCount(0);
});

test("the browser's own prompt on closing the tab comes with unsaved changes only", async ({ page, request }) => {
  const { appId } = await openApp(page, request, 'Panels: unload prompt');
  const prompts: string[] = [];
  const watch = (tab: Page) => tab.on('dialog', (prompt) => {
    prompts.push(prompt.type());
    void prompt.accept(); // leave
  });
  watch(page);
  // a change saved: the tab closes without a question
  await canvasWidget(page, 't1').click();
  await propertyPanel(page).locator('#root_text').fill('Gespeichert');
  await page.keyboard.press('Control+s');
  await expect(page.getByTestId('save-status')).toHaveAttribute('data-state', 'saved');
  await page.close({ runBeforeUnload: true });
  await expect.poll(() => page.isClosed()).toBe(true);
  expect(prompts).toEqual([]);

  // a change not saved: the browser asks
  const tab = await page.context().newPage();
  watch(tab);
  await openEditor(tab, appId);
  await canvasWidget(tab, 't1').click();
  await propertyPanel(tab).locator('#root_text').fill('Nicht gespeichert');
  await tab.close({ runBeforeUnload: true });
  await expect.poll(() => prompts).toEqual(['beforeunload']);
});

// The first click right after the open often comes before the settings form's code (fetched once the editor is
// idle). React reveals a part that suspended no sooner than 300 ms after its fallback, by a timer: the panel shows its
// loading hint without suspending, so the form follows its code at once. The page's timers are stopped here, so a
// timer between the code and the form would keep the form away.
test('the first selection shows the settings form as soon as its code arrives, with no timer in between', async ({ page, request }) => {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/WidgetSettings-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.clock.install(); // before the page loads: React keeps the timer functions it finds at start
  await openApp(page, request, 'Panels: first form');
  await page.clock.pauseAt(new Date(Date.now() + 60_000));
  await canvasWidget(page, 't1').click();
  await expect(propertyPanel(page)).toContainText('Die Einstellungen werden geladen');
  release();
  await expect(propertyPanel(page).locator('#root_text')).toHaveValue('Erster Text');
});
