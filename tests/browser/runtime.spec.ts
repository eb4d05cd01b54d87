import type { APIRequestContext, Page } from '@playwright/test';
import type { ApplicationDocument } from '../../model/document/types';
import { test, expect } from './fixtures';
import { createApplication, publishApplication, useSession } from './editor-helpers';

// The published-application runtime in a real browser against the real server. The published app lives on its
// own host name (mapped to the test server by Chromium's resolver rules) so that no other spec's application on
// 127.0.0.1 or localhost can collide with it; a second mapped host has no application at all.
const APP_HOST = 'runtime-e2e.test';
const EMPTY_HOST = 'no-app-e2e.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1, MAP ${EMPTY_HOST} 127.0.0.1`],
  },
});
test.describe.configure({ mode: 'serial' });

const text = (id: string, value: string) => ({ id, type: 'Text', settings: { text: value } });

/** Clicking the button sets the context variable `clicks`; a conditional container shows whether it happened. */
const clickDemo = (prefix: string) => [
  { id: `${prefix}-button`, type: 'Button', settings: { label: 'Klick mich' } },
  {
    id: `${prefix}-cond`,
    type: 'ConditionalContainer',
    settings: { contextVariable: 'clicks', operator: 'truthy' },
    slots: { true: [text(`${prefix}-yes`, 'Danke!')], false: [text(`${prefix}-no`, 'Noch nicht geklickt')] },
  },
];
const clickWire = (prefix: string) => ({
  id: `${prefix}-wire`,
  from: { widgetId: `${prefix}-button`, socket: 'clicked' },
  to: { widgetId: '$context', socket: 'clicks' },
});

function applicationDocument(domain: string): ApplicationDocument {
  return {
    name: `Runtime E2E ${Date.now()}`,
    domain,
    schemaVersion: 1,
    defaultLocale: 'de_de',
    content: [
      {
        path: '',
        title: 'Start',
        widget: {
          id: 'home',
          type: 'FlexboxContainer',
          settings: { direction: 'column' },
          slots: { children: [{ id: 'welcome', type: 'Heading', settings: { text: 'Willkommen im Laden', level: 1 } }, ...clickDemo('home'), { id: 'to-product', type: 'Link', settings: { text: 'Zum Produkt', link: '/products/42' } }] },
        },
        socketConnections: [clickWire('home')],
      },
      {
        path: 'products/:id',
        title: 'Produkt',
        widget: {
          id: 'product',
          type: 'Container',
          settings: { direction: 'column' },
          slots: { children: [text('product-name', 'Produkt {id}'), { id: 'to-home', type: 'Link', settings: { text: 'Zur Startseite', link: '/' } }] },
        },
      },
      {
        path: 'broken',
        title: 'Kaputt',
        widget: {
          id: 'broken-root',
          type: 'Container',
          settings: { direction: 'column' },
          slots: {
            children: [
              { id: 'mystery', type: 'Mystery', settings: { whatever: true } },
              { id: 'thrower', type: 'TestThrows' },
              { id: 'bad-heading', type: 'Heading', settings: { text: 'x', level: 9 } },
              ...clickDemo('broken'),
            ],
          },
        },
        socketConnections: [clickWire('broken')],
      },
      { path: 'account', title: 'Konto', authenticationRequired: true, widget: text('account-text', 'Ihr Konto') },
    ],
  };
}

let session: { token: string; user: Record<string, unknown> };
let applicationId: string;
let port: string;

async function login(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  return response.json();
}

test.beforeAll(async ({ request, baseURL }) => {
  port = new URL(baseURL!).port;
  session = await login(request);
  applicationId = await createApplication(request, session, applicationDocument(APP_HOST));
  await publishApplication(request, session, applicationId);
});

const appUrl = (path: string) => `http://${APP_HOST}:${port}${path}`;

function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('a published application renders at its domain and its sockets work', async ({ page }) => {
  await page.goto(appUrl('/'));
  await expect(page.locator('[data-widget-id="welcome"][data-widget-type="Heading"] h1')).toHaveText('Willkommen im Laden');
  await expect(page.locator('[data-widget-type="FlexboxContainer"]')).toHaveCount(1);
  await expect(page.locator('[data-widget-id="home-cond"]')).toHaveText('Noch nicht geklickt');
  await page.getByRole('button', { name: 'Klick mich' }).click();
  await expect(page.locator('[data-widget-id="home-cond"]')).toHaveText('Danke!');
  await expect(page).toHaveTitle('Start');
});

test('content entries match by path, with route parameters, and links navigate inside the app', async ({ page }) => {
  await page.goto(appUrl('/products/42'));
  await expect(page.locator('[data-widget-id="product-name"]')).toHaveText('Produkt 42');
  await page.getByRole('link', { name: 'Zur Startseite' }).click();
  await expect(page).toHaveURL(appUrl('/'));
  await expect(page.locator('[data-widget-id="welcome"]')).toBeVisible();
  await page.getByRole('link', { name: 'Zum Produkt' }).click();
  await expect(page.locator('[data-widget-id="product-name"]')).toHaveText('Produkt 42');
});

test('a broken widget, an unknown type and invalid settings leave the rest of the page working', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('baukasten.testWidgets', 'true'));
  const errors = collectConsoleErrors(page);
  await page.goto(appUrl('/broken'));
  // builder notices (unknown type, please configure) are not for visitors: those widgets render empty (docs/editor.md)
  await expect(page.locator('[data-widget-id="mystery"][data-widget-type="Mystery"]')).toHaveText('');
  await expect(page.locator('[data-widget-id="thrower"] [role=alert]')).toContainText('Dieses Widget konnte nicht angezeigt werden.');
  await expect(page.locator('[data-widget-id="bad-heading"]')).toHaveText('');
  await expect(page.locator('[data-testid="configure-notice"], [data-testid="unknown-widget"]')).toHaveCount(0);
  await page.getByRole('button', { name: 'Klick mich' }).click();
  await expect(page.locator('[data-widget-id="broken-cond"]')).toHaveText('Danke!');
  // reached the global handler (console messages reach the test a little after the page shows the result)
  await expect.poll(() => errors.some((e) => e.includes('TestThrows always fails'))).toBe(true);
});

test('a path without a content entry logs an error and says the page was not found', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto(appUrl('/does/not/exist'));
  await expect(page.getByTestId('app-not-found')).toHaveText('Diese Seite wurde nicht gefunden.');
  // the console message reaches the test a little after the page shows the text
  await expect.poll(() => errors.some((e) => e.includes('No content entry matches the path "/does/not/exist"'))).toBe(true);
});

test('an entry that needs a login shows a visitor the application\'s own login form in its place, at the same address', async ({ page }) => {
  await page.goto(appUrl('/account'));
  const login = page.getByTestId('app-login');
  await expect(login.locator('input[name=email]')).toBeVisible();
  await expect(page).toHaveURL(appUrl('/account'));
  // Never the builder's login page.
  await expect(page.getByText('um Ihre Anwendungen zu bearbeiten')).toHaveCount(0);
});

test("a domain without an application shows 'Es wurde keine App gefunden für die aktuelle Domain'", async ({ page }) => {
  await page.goto(`http://${EMPTY_HOST}:${port}/`);
  await expect(page.getByTestId('no-app-for-domain')).toHaveText('Es wurde keine App gefunden für die aktuelle Domain');
});

test('an application definition in browser storage starts instead of the server one', async ({ page }) => {
  const stored = applicationDocument('ignored.example');
  stored.content[0].widget = { id: 'welcome', type: 'Heading', settings: { text: 'Aus dem Speicher', level: 1 } };
  await page.addInitScript((value) => localStorage.setItem('baukasten.application', value), JSON.stringify(stored));
  await page.goto(`http://${EMPTY_HOST}:${port}/`);
  await expect(page.locator('[data-widget-id="welcome"] h1')).toHaveText('Aus dem Speicher');
});

test.describe('preview', () => {
  test.beforeEach(async ({ page }) => {
    await useSession(page, session);
  });

  test('shows the application under /apps/preview/{id}/{path} and keeps links in the preview', async ({ page }) => {
    const base = `/apps/preview/${applicationId}`;
    await page.goto(`${base}/products/7`);
    await expect(page.locator('[data-widget-id="product-name"]')).toHaveText('Produkt 7');
    const home = page.getByRole('link', { name: 'Zur Startseite' });
    await expect(home).toHaveAttribute('href', `${base}/`);
    await home.click();
    await expect(page).toHaveURL(new RegExp(`${base}/$`));
    await expect(page.locator('[data-widget-id="welcome"] h1')).toHaveText('Willkommen im Laden');
    await page.getByRole('button', { name: 'Klick mich' }).click();
    await expect(page.locator('[data-widget-id="home-cond"]')).toHaveText('Danke!');
  });

  test('?editMode=true turns on edit mode: both branches shown, buttons and links do nothing', async ({ page }) => {
    const base = `/apps/preview/${applicationId}`;
    await page.goto(`${base}/?editMode=true`);
    const conditional = page.locator('[data-widget-id="home-cond"]');
    await expect(conditional.locator('[data-widget-id="home-yes"]')).toBeVisible();
    await expect(conditional.locator('[data-widget-id="home-no"]')).toBeVisible();
    await page.getByRole('button', { name: 'Klick mich' }).click();
    await expect(conditional.locator('[data-branch=true]')).toHaveAttribute('data-active', 'false');
    await page.getByRole('link', { name: 'Zum Produkt' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}/\\?editMode=true$`));
  });
});

test('the preview sends a visitor without a login to the login page', async ({ page }) => {
  await page.goto(`/apps/preview/${applicationId}/`);
  await expect(page).toHaveURL(/\/login\?redirect=/);
});
