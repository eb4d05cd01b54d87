import type { APIRequestContext, Page, Response } from '@playwright/test';
import { test, expect } from './fixtures';
import { apiLogin, applicationWith, canvasWidget, createApplication, openEditor, publishApplication, startPage, useSession } from './editor-helpers';

// Browser hardening (docs/security.md) in a real browser against the real server: every page carries the
// Content-Security-Policy and the other headers, and the editor with Monaco, the back-office and a published
// application run under it without a single violation. A published page never renders a data:, vbscript: or
// javascript: address as a link, however the document spells it.
const APP_HOST = 'security-e2e.test';

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run', `--host-resolver-rules=MAP ${APP_HOST} 127.0.0.1`],
  },
});

/** Records every CSP violation the page (or its workers, through the console) reports. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
  });
  const console: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) console.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)), ...console];
}

function expectHardened(response: Response | null, frameAncestors: string) {
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self' 'unsafe-eval';"); // no inline scripts
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("base-uri 'self'");
  expect(csp).toContain(`frame-ancestors ${frameAncestors}`);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

const UNSAFE = ['data:text/html,<script>alert(1)</script>', 'vbscript:msgbox(1)', ' JaVa\tScRiPt:alert(1)'];

function publishedDocument() {
  return applicationWith(`Security E2E ${Date.now()}`, [startPage([
    { id: 'nav', type: 'TopNavigation', settings: { title: 'Laden', items: [...UNSAFE.map((link, i) => ({ label: `Nav ${i}`, link })), { label: 'Gut', link: '/gut' }] } },
    ...UNSAFE.map((link, i) => ({ id: `link${i}`, type: 'Link', settings: { text: `Link ${i}`, link } })),
    { id: 'dash', type: 'DashboardGrid', settings: { entries: UNSAFE.map((link, i) => ({ label: `Kachel ${i}`, link })) } },
    { id: 'html', type: 'Html', settings: { html: '<a href="data:text/html,x">H1</a><a href="vbscript:x">H2</a><a href="https://example.com">H3</a>' } },
    { id: 'md', type: 'Markdown', settings: { content: '[M1](data:text/html,x) [M2](vbscript:x) [M3](https://example.com)' } },
    { id: 'img', type: 'Image', settings: { src: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', alt: 'Bild' } },
  ])], { domain: APP_HOST });
}

async function createPublished(request: APIRequestContext) {
  const session = await apiLogin(request);
  const id = await createApplication(request, session, publishedDocument());
  await publishApplication(request, session, id);
  return id;
}

test('a published page under the policy: no violations, and no data:, vbscript: or javascript: link', async ({ page, request, baseURL }) => {
  await createPublished(request);
  const violations = await watchViolations(page);
  const response = await page.goto(`http://${APP_HOST}:${new URL(baseURL!).port}/`);
  expectHardened(response, "'self'");
  await expect(page.locator('[data-widget-id="md"]')).toContainText('M3');
  await expect(page.locator('[data-widget-id="link2"]')).toContainText('Link 2');
  await expect(page.getByTestId('dashboard-entry')).toHaveCount(3);

  const addresses = await page.locator('[href], [src]').evaluateAll((elements) =>
    elements.flatMap((el) => [el.getAttribute('href'), el.getAttribute('src')]).filter((value): value is string => value !== null));
  expect(addresses.filter((address) => /^\s*(data|vbscript|javascript)/i.test(address.replace(/\s/g, '')))).toEqual([]);
  expect(addresses).toContain('/gut');
  expect(addresses).toContain('https://example.com');
  expect(await violations()).toEqual([]);

  // The policy bites: an inline script (as an injection would bring) does not run and is reported.
  const ran = await page.evaluate(async () => {
    const script = document.createElement('script');
    script.textContent = 'window.inlineScriptRan = true';
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 100));
    return (window as unknown as { inlineScriptRan?: boolean }).inlineScriptRan ?? false;
  });
  expect(ran).toBe(false);
  expect(await violations()).toContainEqual(expect.stringMatching(/^script-src-elem inline/));
});

test('the editor with Monaco open in a code field runs under the policy without violations', async ({ page, request }) => {
  const session = await apiLogin(request);
  await useSession(page, session);
  const violations = await watchViolations(page);
  const appId = await createApplication(request, session, applicationWith(`Security editor ${Date.now()}`, [startPage([
    { id: 't1', type: 'Text', settings: { text: 'Erster Text' } },
  ])]));
  const response = await page.goto(`/editor/apps/${appId}`);
  expectHardened(response, "'none'");
  await openEditor(page, appId);
  await canvasWidget(page, 't1').click();
  const panel = page.getByTestId('property-panel');
  await panel.getByText('Als JSON').click();
  const editor = panel.locator('.monaco-editor');
  await expect(editor).toBeVisible();
  await expect(panel.locator('.view-lines')).toContainText('Erster Text');
  // Typing broken JSON makes Monaco's JSON worker report the error: proof the worker loaded under the policy.
  await editor.click();
  await page.keyboard.press('End');
  await page.keyboard.type(' kaputt');
  await expect(panel.locator('.squiggly-error').first()).toBeAttached();
  expect(await violations()).toEqual([]);
});

test('the back-office runs under the policy without violations, and the login page may not be framed', async ({ page, request }) => {
  const violations = await watchViolations(page);
  expectHardened(await page.goto('/login'), "'none'");
  await useSession(page, await apiLogin(request));
  expectHardened(await page.goto('/backoffice/pim/products'), "'none'");
  await expect(page.getByTestId('nav-entry').first()).toBeVisible();
  await expect(page.locator('table img').first()).toBeVisible(); // product pictures load
  expect(await violations()).toEqual([]);
});

test('the login leaves no credential a script could read; logout ends the cookie', async ({ page, context, loginAsAdmin }) => {
  await loginAsAdmin();
  await expect(page.getByTestId('user-name')).toBeVisible();
  const cookie = (await context.cookies()).find((c) => c.name === 'baukasten_session');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api' });
  const readable = await page.evaluate(() => ({ cookies: document.cookie, storage: JSON.stringify({ ...localStorage, ...sessionStorage }) }));
  expect(readable.cookies).toBe('');
  expect(readable.storage).not.toContain(cookie!.value);
  expect(readable.storage).not.toMatch(/token/i);

  // After a reload the cookie alone keeps the session (the back-office loads data that needs it).
  await page.goto('/backoffice/pim/products');
  await expect(page.locator('table img').first()).toBeVisible();

  await page.goto('/editor');
  await page.getByTestId('logout').click();
  await expect(page).toHaveURL(/\/login$/);
  expect((await context.cookies()).find((c) => c.name === 'baukasten_session')).toBeUndefined();
});
