import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { mailedLink } from './mail-outbox';
import { apiLogin, applicationWith, createApplication, publishApplication, type ApiSession } from './editor-helpers';

// The auth and messaging widgets on a published application, in a real browser against the real server: log in and
// out through the widgets, reset a forgotten password through the mailed link (no SMTP here: the mail is read from
// the outbox, as the back-office shows it), confirm an e-mail address through the banner's link, and two users in
// two browsers exchange messages while their unread counts change without a reload. The application lives on its
// own host name, mapped to the test server by Chromium's resolver rules, so the mailed links point at it.
const APP_HOST = 'auth-messaging-e2e.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1`],
  },
});
test.describe.configure({ mode: 'serial' });

const page$ = (path: string, title: string, children: unknown[]) => ({
  path, title, authenticationRequired: false,
  widget: { id: `${path || 'home'}-root`, type: 'FlexboxContainer', settings: { direction: 'column', rowGap: '12px' }, slots: { children } },
  socketConnections: [],
});

/** Every page has the login badge and the unread count in its header, then its own widgets. */
const header = (prefix: string) => [
  { id: `${prefix}-status`, type: 'LoginStatus', settings: {} },
  { id: `${prefix}-unread`, type: 'UnreadMessagesCount', settings: {} },
];

type TestUser = { id: string; email: string; name: string; password: string };
let admin: ApiSession;
let port = '';
// Created at once before the journeys (each creation hashes a password, the slow part); the login journey's
// and the verification journey's users then write to each other in the messaging journey.
let lena: TestUser;
let rita: TestUser;
let vera: TestUser;
const stamp = Date.now();
/** This run's users' mark (set by each `beforeAll`: a retry or repeat creates its users anew). */
let mark = '';
const appUrl = (path: string) => `http://${APP_HOST}:${port}${path}`;

/**
 * A user of this run: its name ends in the run's mark, so a retry (whose `beforeAll` creates the users again on the
 * same server) finds one "Vera Verifiziert …" in the Messenger's search, not two.
 */
async function createUser(request: APIRequestContext, baseName: string, password: string): Promise<TestUser> {
  const name = `${baseName} ${mark}`;
  const email = `${baseName.toLowerCase().replace(/\s+/g, '.')}.${mark}@example.com`;
  const response = await request.post('/api/users', { headers: { Authorization: `Bearer ${admin.token}` }, data: { displayName: name, primaryEmail: email, password } });
  expect(response.status(), await response.text()).toBe(201);
  return { id: (await response.json()).id, email, name, password };
}

/** Logs in through the header's LoginStatus dialog. */
async function logInThroughBadge(page: Page, email: string, password: string) {
  await page.getByTestId('login-status').getByRole('button', { name: 'Anmelden' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name=email]').fill(email);
  await dialog.locator('input[name=password]').fill(password);
  await dialog.locator('button[type=submit]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('login-status')).toHaveAttribute('data-signed-in', 'true');
}

test.beforeAll(async ({ request, baseURL }) => {
  port = new URL(baseURL!).port;
  mark = Date.now().toString(36);
  admin = await apiLogin(request);
  const id = await createApplication(request, admin, applicationWith(`Anmeldung und Nachrichten ${stamp}`, [
    page$('', 'Start', [...header('home'), { id: 'banner', type: 'EmailVerificationBanner' }]),
    page$('anmelden', 'Anmelden', [{ id: 'login', type: 'Login', settings: { link: '/', resetLink: '/passwort' } }]),
    page$('passwort', 'Passwort', [{ id: 'reset', type: 'PasswordReset', settings: { loginLink: '/' } }]),
    page$('nachrichten', 'Nachrichten', [...header('chat'), { id: 'messenger', type: 'Messenger', settings: {} }]),
  ], { domain: APP_HOST }));
  await publishApplication(request, admin, id);
  [lena, rita, vera] = await Promise.all([
    createUser(request, 'Lena Login', 'lena-passwort-1'),
    createUser(request, 'Rita Reset', 'rita-alt-passwort'),
    createUser(request, 'Vera Verifiziert', 'vera-passwort-1'),
  ]);
});

test('log in through the Login widget, stay logged in across a reload, log out through the LoginStatus menu', async ({ page }) => {
  const user = lena;
  await page.goto(appUrl('/anmelden'));
  const form = page.locator('[data-widget-id=login]');
  await form.locator('input[name=email]').fill(user.email);
  await form.locator('input[name=password]').fill('falsch-geraten');
  await form.locator('button[type=submit]').click();
  await expect(form.getByRole('alert')).toHaveText('E-Mail oder Passwort ist falsch.');
  await form.locator('input[name=password]').fill(user.password);
  await form.locator('button[type=submit]').click();
  // The Login widget's link: the start page, whose badge now names the user.
  await expect(page).toHaveURL(appUrl('/'));
  const badge = page.getByTestId('login-status');
  await expect(badge.getByRole('button')).toHaveText(user.name);
  await page.reload();
  await expect(badge.getByRole('button')).toHaveText(user.name);

  await badge.getByRole('button').click();
  await page.getByRole('menuitem', { name: 'Abmelden' }).click();
  await expect(badge).toHaveAttribute('data-signed-in', 'false');
  await page.reload();
  await expect(badge.getByRole('button')).toHaveText('Anmelden');
});

test('a forgotten password is reset through the mailed link, once; the new password logs in', async ({ page, request }) => {
  const user = rita;
  await page.goto(appUrl('/passwort'));
  await page.locator('input[name=email]').fill(user.email);
  await page.getByRole('button', { name: 'Link senden' }).click();
  await expect(page.getByTestId('reset-requested')).toBeVisible();

  const link = await mailedLink(request, admin, user.email, 'resetToken');
  expect(new URL(link).host).toBe(`${APP_HOST}:${port}`);
  await page.goto(link);
  await page.locator('input[name=newPassword]').fill('rita-neu-passwort');
  await page.locator('input[name=repeatPassword]').fill('rita-neu-passwort');
  await page.locator('button[type=submit]').click();
  await expect(page.getByTestId('reset-done')).toBeVisible();

  await page.getByTestId('reset-login-link').click();
  await expect(page).toHaveURL(appUrl('/'));
  await logInThroughBadge(page, user.email, 'rita-neu-passwort');
  await expect(page.getByTestId('login-status').getByRole('button')).toHaveText(rita.name);
  // The old password is gone.
  const old = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(old.status()).toBe(401);
});

test('an e-mail address is confirmed through the link the banner sends', async ({ page, request }) => {
  const user = vera;
  await page.goto(appUrl('/'));
  await logInThroughBadge(page, user.email, user.password);
  const banner = page.getByTestId('email-verification-banner');
  await expect(banner).toContainText(`Bitte verifizieren Sie Ihre E-Mail Adresse: ${user.email}`);
  await banner.getByRole('button', { name: 'Verifizierungsmail erneut senden' }).click();
  await expect(banner.getByRole('status')).toHaveText('E-Mail versendet');

  const link = await mailedLink(request, admin, user.email, 'verificationToken');
  await page.goto(link);
  await expect(page.locator('[data-widget-id=banner]')).toHaveText('Ihre E-Mail Adresse wurde erfolgreich verifiziert!');
  // The server agrees, and the banner no longer asks once the page loads again.
  const login = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  const me = await request.get('/api/users/me', { headers: { Authorization: `Bearer ${(await login.json()).token}` } });
  expect((await me.json()).primaryEmailAddress).toEqual({ address: user.email, validated: true });
  await page.goto(appUrl('/'));
  await expect(page.getByTestId('login-status')).toHaveAttribute('data-signed-in', 'true');
  await expect(page.getByTestId('email-verification-banner')).toHaveCount(0);
});

/** A browser of its own for a user, logged in through the badge on the messages page. */
async function messagesPageOf(browser: Browser, user: { email: string; password: string }): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(appUrl('/nachrichten'));
  await logInThroughBadge(page, user.email, user.password);
  return page;
}

test('two users exchange messages in the Messenger; the unread count changes live, without a reload', async ({ browser }) => {
  const [lenaPage, veraPage] = await Promise.all([messagesPageOf(browser, lena), messagesPageOf(browser, vera)]);
  const veraBadge = veraPage.getByTestId('unread-messages-count');
  await expect(veraPage.getByTestId('no-chatters')).toBeVisible();
  await expect(veraBadge).toHaveCount(0);
  let veraLoads = 0;
  veraPage.on('load', () => { veraLoads += 1; });

  // Lena finds Vera through "An:" and writes; Enter sends.
  const lenaMessenger = lenaPage.locator('[data-widget-id=messenger]');
  await lenaMessenger.getByRole('combobox').fill(vera.name.slice(0, 9));
  await lenaMessenger.getByRole('option', { name: vera.name }).click();
  await lenaMessenger.getByRole('textbox', { name: 'Nachricht' }).fill('Hallo Vera, kommst du zum Treffen?');
  await lenaMessenger.getByRole('textbox', { name: 'Nachricht' }).press('Enter');
  await expect(lenaMessenger.locator('[data-testid=message][data-own=true]')).toContainText('Hallo Vera, kommst du zum Treffen?');

  // Vera's page, untouched: the count and her conversations show it.
  await expect(veraBadge).toHaveText('1');
  const veraMessenger = veraPage.locator('[data-widget-id=messenger]');
  await veraMessenger.getByRole('button', { name: `${lena.name}, 1 ungelesene Nachricht` }).click();
  await expect(veraMessenger.locator('[data-testid=message][data-own=false]')).toContainText('Hallo Vera, kommst du zum Treffen?');
  // Shown, so read: her count goes.
  await expect(veraBadge).toHaveCount(0);

  const veraField = veraMessenger.getByRole('textbox', { name: 'Nachricht' });
  await veraField.fill('Ja,');
  await veraField.press('Shift+Enter');
  await veraField.pressSequentially('bis gleich!');
  await veraField.press('Enter');
  await expect(veraMessenger.locator('[data-testid=message][data-own=true]')).toContainText('Ja,\nbis gleich!');

  // Lena has the conversation open: the answer appears there and is read at once.
  await expect(lenaMessenger.locator('[data-testid=message][data-own=false]')).toContainText('Ja,\nbis gleich!');
  await expect(lenaPage.getByTestId('unread-messages-count')).toHaveCount(0);
  expect(veraLoads).toBe(0);
  await lenaPage.context().close();
  await veraPage.context().close();
});
