import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiLogin, applicationWith, container, createApplication, publishApplication, startPage, text } from './editor-helpers';

// A published page carries its page in the HTML (docs/publishing.md, "The HTML carries the page"): it reads
// without JavaScript, and the browser hydrates it in place: the same DOM nodes, nothing moves, no hydration
// warning, and no round trip for the runtime config or the application.

const APP_HOST = 'published-ssr-e2e.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1`],
  },
});
test.describe.configure({ mode: 'serial' });

let appUrl: string;

test.beforeAll(async ({ request, baseURL }) => {
  const session = await apiLogin(request);
  const id = await createApplication(request, session, applicationWith('Vom Server', [
    startPage([
      { id: 'title', type: 'Heading', settings: { text: 'Frisch vom Server', level: 1 } },
      container('box', [text('t1', 'Dieser Text steht schon im HTML'), text('t2', 'Und dieser auch')]),
    ], { title: 'Startseite' }),
    {
      path: 'formular', title: 'Formular', authenticationRequired: false, socketConnections: [],
      widget: { id: 'form-root', type: 'FlexboxContainer', settings: {}, slots: { children: [{ id: 'form', type: 'Consent', settings: { mailingListId: 'liste' } }] } },
    },
  ], { domain: APP_HOST }));
  await publishApplication(request, session, id);
  appUrl = `http://${APP_HOST}:${new URL(baseURL!).port}/`;
});

const WIDGETS = ['title', 't1', 't2'];

/** Chromium's own notes on the security headers of a plain-HTTP test host (HTTPS in production): not the app's. */
const ORIGIN_NOTICES = /^The Cross-Origin-Opener-Policy header has been ignored|^The page requested an origin-keyed agent cluster/;

/** The boxes of the page's widgets, by widget id. */
function boxesOf(page: Page) {
  return page.evaluate((ids) => Object.fromEntries(ids.map((id) => {
    const box = document.querySelector(`[data-widget-id="${id}"]`)!.getBoundingClientRect();
    return [id, { x: box.x, y: box.y, width: box.width, height: box.height }];
  })), WIDGETS);
}

test('without JavaScript a published page shows its text and title', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(appUrl);
  await expect(page.locator('[data-widget-id="title"]')).toHaveText('Frisch vom Server');
  await expect(page.locator('[data-widget-id="t1"]')).toHaveText('Dieser Text steht schon im HTML');
  await expect(page).toHaveTitle('Startseite');
  await context.close();
});

test('with JavaScript the page hydrates in place: same nodes, nothing moves, no warning, no round trip', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    if (ORIGIN_NOTICES.test(message.text())) return;
    messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));

  // The app's entry script waits until the server-rendered page has been measured.
  let releaseEntry!: () => void;
  const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await entryHeld;
    await route.continue();
  });
  await page.goto(appUrl, { waitUntil: 'commit' });
  await expect(page.locator('[data-widget-id="t1"]')).toHaveText('Dieser Text steht schon im HTML');
  const before = await boxesOf(page);
  // Before the script runs the page is readable but inert, so nothing typed or clicked is lost.
  expect(await page.evaluate(() => document.getElementById('root')!.inert)).toBe(true);
  await page.evaluate(() => {
    (window as unknown as { serverNode: Element }).serverNode = document.querySelector('[data-widget-id="t1"]')!;
  });

  releaseEntry();
  // React has taken over the root element (hydrateRoot marks it) and the page is idle.
  await expect.poll(() => page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')))).toBe(true);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.evaluate(() => document.getElementById('root')!.inert)).toBe(false);

  // Hydrated, not replaced: the node the server rendered is still the one on the page.
  expect(await page.evaluate(() => (window as unknown as { serverNode: Element }).serverNode === document.querySelector('[data-widget-id="t1"]'))).toBe(true);
  expect(await boxesOf(page)).toEqual(before);
  await expect(page.locator('[data-widget-id="t2"]')).toHaveText('Und dieser auch');
  expect(messages).toEqual([]);
  expect(requests.filter((url) => /\/api\/runtime-config|\/api\/applications\/by-domain/.test(url))).toEqual([]);
  // The widget code arrived by the preloads the HTML named.
  expect(await page.locator('link[rel="modulepreload"]').count()).toBeGreaterThan(0);
  await context.close();
});

test('a field typed into the moment the page becomes usable keeps its value: nothing of the page is still bare markup then', async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  // Types into the form in the same task in which the root element stops being inert, before anything else runs.
  await page.addInitScript(() => {
    new MutationObserver((records, observer) => {
      const root = records[0].target as HTMLElement;
      if (root.inert) return;
      observer.disconnect();
      const input = root.querySelector<HTMLInputElement>('input[type=email]')!;
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, 'leserin@example.com');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    }).observe(document, { attributes: true, subtree: true, attributeFilter: ['inert'] });
  });
  await page.goto(`${appUrl}formular`);
  const form = page.locator('[data-widget-id="form"]');
  await expect(form.getByLabel('E-Mail-Adresse')).toHaveValue('leserin@example.com');
  await form.getByRole('button', { name: 'Anmelden' }).click();
  // The form knows the address (a lost one would say it is invalid) and asks for the consent next.
  await expect(form.getByRole('alert')).toHaveText('Bitte stimmen Sie zu, um sich anzumelden.');
  await context.close();
});
