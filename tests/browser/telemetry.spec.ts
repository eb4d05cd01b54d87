import type { Page, Request } from '@playwright/test';
import { startTelemetryReceiver, type TelemetryReceiver } from '../../runtime/testing/telemetryReceiver';
import { startServerProcess, type ServerProcess } from '../../server/test/server-process';
import { expect, test } from './fixtures';

/**
 * The product started with LOGGING_KEY and ANALYTICS_KEY pointing at a local receiver: the published shop sends
 * the reseller id with every call, records its page view and reports each distinct error once, loading the two
 * clients only then. Started without keys (the shared test server), no request leaves the page's origin.
 */
const RESELLER = 'partner-e2e';
let receiver: TelemetryReceiver;
let server: ServerProcess;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  receiver = await startTelemetryReceiver();
  const { loggingKey, analyticsKey } = receiver.keys('shop.example.com');
  server = await startServerProcess({
    STATIC_DIR: process.env.E2E_STATIC_DIR!, LOGGING_KEY: loggingKey, ANALYTICS_KEY: analyticsKey, TEST_PASSWORD_COST: '',
  });
  const login = await fetch(`${server.origin}/api/auth/login`, {
    method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: server.adminEmail, password: server.adminPassword }),
  });
  const { token } = (await login.json()) as { token: string };
  const patched = await fetch(`${server.origin}/api/tenant`, {
    method: 'PATCH', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify({ resellerId: RESELLER }),
  });
  expect(patched.status).toBe(200);
});
test.afterAll(async () => {
  await server?.stop();
  await receiver?.close();
});

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

/**
 * Where the page sent requests, pictures aside: the shop's own pictures may come from any https address (the icon
 * service, product pictures; docs/security.md), which is what the page shows, not what it reports.
 */
function originsBesidesPictures(requests: Request[]): string[] {
  return [...new Set(requests.filter((r) => r.resourceType() !== 'image').map((r) => new URL(r.url()).origin))];
}

const TELEMETRY_CHUNK = /sentryReporter|plausibleAnalytics/;

test('with keys: the reseller on every call, the page view recorded, one crash report per distinct error', async ({ page }) => {
  const requests = recordRequests(page);
  const shop = `http://localhost:${new URL(server.origin).port}`;
  await page.goto(`${shop}/`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();

  await expect.poll(() => receiver.analyticsEvents.map((e) => e.body.n)).toContain('pageview');
  expect(receiver.analyticsEvents[0].body).toMatchObject({ d: 'shop.example.com', u: `${shop}/` });

  // Calls made before the application (and so its tenant) is known carry no reseller; every other one does.
  const apiCalls = requests.filter((r) => ['fetch', 'xhr'].includes(r.resourceType()) && r.url().startsWith(`${shop}/api/`));
  const tenantCalls = apiCalls.filter((r) => !/\/api\/(runtime-config|applications\/by-domain)/.test(r.url()));
  expect(tenantCalls.length).toBeGreaterThan(0);
  for (const call of tenantCalls) expect(call.headers()['x-reseller-id'], call.url()).toBe(RESELLER);

  await page.evaluate(() => {
    for (const message of ['e2e failure A', 'e2e failure A', 'e2e failure B']) setTimeout(() => { throw new Error(message); });
  });
  await expect.poll(() => receiver.crashReports.length, { timeout: 15_000 }).toBe(2);
  await page.waitForTimeout(500);
  expect(receiver.crashReports).toHaveLength(2); // the repeated message went out once
  const events = receiver.crashReports.map((r) => r.items.find((i) => i.header.type === 'event')!.payload);
  expect(events.map((e) => e.exception.values[0].value).sort()).toEqual(['e2e failure A', 'e2e failure B']);
  for (const event of events) expect(event).toMatchObject({ release: expect.stringMatching(/^baukasten@/), tags: { page: '/' } });

  expect(requests.some((r) => TELEMETRY_CHUNK.test(r.url()))).toBe(true);
  expect(originsBesidesPictures(requests).sort()).toEqual([shop, receiver.origin].sort());
});

test('without keys: no telemetry code loads and no request leaves the origin', async ({ page, baseURL }) => {
  const requests = recordRequests(page);
  const shop = `http://localhost:${new URL(baseURL!).port}`;
  await page.goto(`${shop}/`);
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await page.evaluate(() => setTimeout(() => { throw new Error('e2e failure without keys'); }));
  await page.waitForTimeout(1000);
  expect(requests.filter((r) => TELEMETRY_CHUNK.test(r.url())).map((r) => r.url())).toEqual([]);
  expect(originsBesidesPictures(requests)).toEqual([shop]);
});
