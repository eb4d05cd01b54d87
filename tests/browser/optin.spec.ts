import { test, expect } from './fixtures';
import { mailedLink } from './mail-outbox';
import { apiLogin, applicationWith, createApplication, publishApplication } from './editor-helpers';

// Consent end to end on a published application, in a real browser against the real server: a visitor subscribes
// through the Consent widget, the opt-in mail arrives (read from the outbox, as the back-office shows it), its link
// opens the page with DoubleOptIn which confirms it once, the back-office lists the confirmed opt-in; then the
// visitor unsubscribes the same way. The application lives on its own host name, mapped to the test server by
// Chromium's resolver rules, so the server accepts it as the target of the mailed links.
const APP_HOST = 'optin-e2e.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1`],
  },
});

const stamp = Date.now();
const visitor = `leserin.${stamp}@example.com`;

const page$ = (path: string, title: string, children: unknown[]) => ({
  path, title, authenticationRequired: false,
  widget: { id: `${path || 'home'}-root`, type: 'FlexboxContainer', settings: { direction: 'column', rowGap: '12px' }, slots: { children } },
  socketConnections: [],
});

test('a visitor subscribes, confirms through the mailed link, shows up in the back-office, then unsubscribes', async ({ page, request, baseURL, loginAsAdmin }) => {
  test.setTimeout(120_000);
  const port = new URL(baseURL!).port;
  const appUrl = (path: string) => `http://${APP_HOST}:${port}${path}`;
  const admin = await apiLogin(request);
  const list = await request.post('/api/mailinglists', { headers: { Authorization: `Bearer ${admin.token}` }, data: { name: `Neuigkeiten ${stamp}`, doubleOptIn: true } });
  expect(list.status()).toBe(201);
  const mailingListId = (await list.json()).id as string;
  const id = await createApplication(request, admin, applicationWith(`Newsletter ${stamp}`, [
    page$('', 'Start', [{ id: 'subscribe', type: 'Consent', settings: { mailingListId, confirmationPage: '/newsletter' } }]),
    page$('newsletter', 'Newsletter', [{ id: 'confirm', type: 'DoubleOptIn', settings: {} }]),
    page$('abmelden', 'Abmelden', [{ id: 'leave', type: 'Consent', settings: { mailingListId, mode: 'unsubscribe', confirmationPage: '/newsletter' } }]),
  ], { domain: APP_HOST }));
  await publishApplication(request, admin, id);

  // Subscribe: the consent must be ticked.
  await page.goto(appUrl('/'));
  const form = page.locator('[data-widget-id=subscribe]');
  await form.getByLabel('E-Mail-Adresse').fill(visitor);
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(form.getByRole('alert')).toHaveText('Bitte stimmen Sie zu, um sich anzumelden.');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Anmelden' }).click();
  await expect(form.getByTestId('mailing-message')).toContainText('Fast geschafft');

  // The mailed link opens the confirmation page, which confirms once; closing the message clears the address.
  const optIn = await mailedLink(request, admin, visitor, 'optInToken');
  expect(new URL(optIn).host).toBe(`${APP_HOST}:${port}`);
  expect(new URL(optIn).pathname).toBe('/newsletter');
  await page.goto(optIn);
  const confirm = page.locator('[data-widget-id=confirm]');
  await expect(confirm.getByTestId('mailing-message')).toHaveAttribute('data-state', 'success');
  await expect(confirm).toContainText('Vielen Dank! Ihre Anmeldung ist bestätigt.');
  await confirm.getByRole('button', { name: 'Schließen' }).click();
  await expect(page).toHaveURL(appUrl('/newsletter'));
  await expect(confirm.getByTestId('mailing-message')).toHaveCount(0);
  await page.goto(optIn);
  await expect(confirm.getByRole('alert')).toContainText('Der Link ist ungültig, abgelaufen oder wurde schon verwendet.');

  // The back-office lists the confirmed opt-in.
  await loginAsAdmin();
  await page.goto('/backoffice/optins');
  await page.getByTestId('list-search').fill(visitor);
  const row = page.getByTestId('optins-row').filter({ hasText: visitor });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Bestätigt');

  // Unsubscribe through the mailed opt-out link.
  await page.goto(appUrl('/abmelden'));
  const leave = page.locator('[data-widget-id=leave]');
  await leave.getByLabel('E-Mail-Adresse').fill(visitor);
  await leave.getByRole('button', { name: 'Abmelden' }).click();
  await expect(leave.getByTestId('mailing-message')).toContainText('erhalten Sie gleich eine E-Mail');
  const optOut = await mailedLink(request, admin, visitor, 'optOutToken');
  await page.goto(optOut);
  await expect(confirm).toContainText('Sie wurden abgemeldet');

  await page.goto('/backoffice/optins');
  await page.getByTestId('list-search').fill(visitor);
  await expect(page.getByTestId('optins-row').filter({ hasText: visitor })).toContainText('Widerrufen');
});
