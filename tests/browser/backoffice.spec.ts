import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { login, test, expect } from './fixtures';

// The back-office in the real browser against the real server: the navigation per permission, products, orders, price
// zones, suppliers, data export, audit log and service tokens.

const ROUTED_ENTRIES = [
  'checkin/visitors', 'checkin/events', 'checkin/apps', 'checkin/printerconfigurations', 'checkin/forms', 'calendars', 'applications',
  'cms-pages', 'optins', 'pdf-templates', 'files', 'internationalization', 'contacts', 'pim/products', 'pim/orders',
  'pim/pricezones', 'pim/supplier', 'customers', 'emails', 'marketing',
  'workflows', 'export', 'task-queue', 'audit-log', 'service-token', 'devices',
];
const PERMISSION_FREE = [
  'checkin/visitors', 'checkin/events', 'checkin/apps', 'checkin/printerconfigurations', 'checkin/forms', 'calendars', 'applications', 'files',
  'customers', 'devices',
];

async function adminHeaders(request: APIRequestContext) {
  const response = await request.post('/api/auth/login', { data: { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD } });
  expect(response.status()).toBe(200);
  return { Authorization: `Bearer ${(await response.json()).token}` };
}

const navPaths = (page: import('@playwright/test').Page) =>
  page.getByTestId('nav-entry').evaluateAll((links) => links.map((link) => link.getAttribute('data-path')));

test('the admin sees every entry of the navigation in the order of the spec', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin();
  await page.goto('/backoffice');
  await expect(page.getByTestId('nav-entry')).toHaveCount(ROUTED_ENTRIES.length);
  expect(await navPaths(page)).toEqual(ROUTED_ENTRIES);
  await expect(page.getByTestId('nav-section')).toHaveText(['Check-in-App', 'Inhalte', 'E-Commerce', 'Aufgaben', 'Weitere Module']);
  await expect(page.locator('[data-testid=nav-entry][data-path="pim/products"]')).toHaveText('Produkte');
  await expect(page.locator('[data-testid=nav-entry][data-path="service-token"]')).toHaveText('Service-Tokens');
  // Every entry has its screen: none is greyed out.
  await expect(page.getByTestId('nav-entry-unavailable')).toHaveCount(0);

  await page.locator('[data-testid=nav-entry][data-path="checkin/visitors"]').click();
  await expect(page).toHaveURL(/\/backoffice\/checkin\/visitors$/);
  await expect(page.locator('main').getByTestId('page-title')).toHaveText('Besucher');

  // English labels after switching the language.
  await page.getByTestId('language-switch').selectOption('en_us');
  await expect(page.locator('[data-testid=nav-entry][data-path="pim/orders"]')).toHaveText('Orders');
  await expect(page.getByTestId('nav-section').first()).toHaveText('Check-in app');
  await expect(page.getByTestId('nav-section').nth(1)).toHaveText('Content');
  await page.getByTestId('language-switch').selectOption('de_de');
});

test('a user holding only ORDERS_READ sees the permission-free entries plus orders, and no other', async ({ page, request }) => {
  const headers = await adminHeaders(request);
  const email = `orders-${Date.now()}@example.com`;
  const password = 'orders-Reader-password-1';
  const user = await request.post('/api/users', { headers, data: { displayName: 'Olga Orders', primaryEmail: email, password } });
  expect(user.status()).toBe(201);
  const role = await request.post('/api/roles', { headers, data: { name: `Bestellungen lesen ${Date.now()}`, userIds: [(await user.json()).id], permissions: ['ORDERS_READ'] } });
  expect(role.status()).toBe(201);

  await login(page, email, password);
  await page.goto('/backoffice');
  await expect(page.locator('[data-testid=nav-entry][data-path="pim/orders"]')).toBeVisible();
  const shown = await navPaths(page);
  expect(shown).toEqual([...PERMISSION_FREE.slice(0, 8), 'pim/orders', 'customers', 'devices']);
  for (const path of ROUTED_ENTRIES.filter((p) => !PERMISSION_FREE.includes(p) && p !== 'pim/orders')) {
    await expect(page.locator(`[data-testid=nav-entry][data-path="${path}"]`)).toHaveCount(0);
  }

  await page.locator('[data-testid=nav-entry][data-path="pim/orders"]').click();
  await expect(page.getByTestId('page-title')).toHaveText('Bestellungen');
  await expect(page.getByTestId('orders-table').or(page.getByTestId('orders-empty'))).toBeVisible();

  // A direct visit to an entry this user may not see.
  await page.goto('/backoffice/service-token');
  await expect(page.getByTestId('no-permission')).toContainText('Keine Berechtigung');
  await page.goto('/backoffice/pim/products');
  await expect(page.getByTestId('no-permission')).toBeVisible();
  for (const path of ['cms-pages', 'contacts', 'contacts/custom-fields', 'pdf-templates', 'internationalization', 'marketing', 'task-queue']) {
    await page.goto(`/backoffice/${path}`);
    await expect(page.getByTestId('no-permission'), path).toBeVisible();
  }
});

test('products: create with a price, edit, delete', async ({ page, loginAsAdmin }) => {
  const title = `E2E-Produkt ${Date.now()}`;
  await loginAsAdmin();
  await page.goto('/backoffice/pim/products');
  await expect(page.getByTestId('products-table')).toBeVisible();
  await page.getByTestId('new-product').click();

  await page.locator('input[name=title]').fill(title);
  await page.locator('input[name=shortTitle]').fill('E2E');
  const euro = page.locator('input[data-currency=EUR]');
  await euro.fill('12,5');
  await euro.blur();
  await expect(euro).toHaveValue('12,50');
  await page.locator('input[name=tag]').fill('e2e');
  await page.locator('input[name=tag]').press('Enter');
  await expect(page.getByTestId('product-tag')).toHaveText(['e2e']);
  await page.getByTestId('add-image').click();
  await page.locator('input[name=image-url-0]').fill('/api/files/demo/product-1.svg');
  await page.getByTestId('save-product').click();

  await expect(page).toHaveURL(/\/backoffice\/pim\/products$/);
  await page.getByTestId('list-search').fill(title);
  const row = page.getByTestId('products-row').filter({ hasText: title });
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('products-row')).toHaveCount(1);
  await expect(row.getByTestId('product-price').first()).toHaveText(/^12,50\s€$/);
  await expect(row).toContainText('e2e');

  await row.getByTestId('product-link').click();
  await expect(page.locator('input[name=title]')).toHaveValue(title);
  await expect(page.locator('input[data-currency=EUR]')).toHaveValue('12,50');
  await page.locator('input[name=title]').fill(`${title} (geändert)`);
  await page.locator('input[data-currency=EUR]').fill('1.234,56');
  await page.getByTestId('save-product').click();
  await expect(page).toHaveURL(/\/backoffice\/pim\/products(\?.*)?$/);
  const changed = page.getByTestId('products-row').filter({ hasText: `${title} (geändert)` });
  await expect(changed).toHaveCount(1);
  await expect(changed.getByTestId('product-price').first()).toHaveText(/^1\.234,56\s€$/);

  await changed.getByTestId('delete-product').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(`${title} (geändert)`);
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('products-empty')).toBeVisible();
});

test('products: the list pages, sorts by title both ways and searches', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin();
  await page.goto('/backoffice/pim/products');
  await expect(page.getByTestId('pager-range')).toHaveText(/^Einträge 1–20 von \d+$/);
  const total = Number((await page.getByTestId('pager-range').textContent())!.match(/von (\d+)/)![1]);
  expect(total).toBeGreaterThanOrEqual(30); // the demo shop
  await expect(page.getByTestId('products-row')).toHaveCount(20);
  await page.getByTestId('pager-next').click();
  await expect(page.getByTestId('pager-range')).toHaveText(`Einträge 21–${Math.min(40, total)} von ${total}`);
  await expect(page).toHaveURL(/page=2/);

  const titles = () => page.getByTestId('product-link').allTextContents();
  // The server orders texts by the database's collation; code point order is what that is here.
  const ordered = (list: string[], direction: 1 | -1) => list.length === 20 && list.every((x, i) => i === 0 || direction * (list[i - 1] < x ? -1 : list[i - 1] > x ? 1 : 0) <= 0);
  await page.getByTestId('sort-title').click();
  await expect(page).toHaveURL(/sort=title/);
  await expect(page.getByTestId('pager-range')).toHaveText(/^Einträge 1–20 /); // a new order starts at page 1
  await expect.poll(async () => ordered(await titles(), 1)).toBe(true);
  await page.getByTestId('sort-title').click();
  await expect(page).toHaveURL(/sort=-title/);
  await expect.poll(async () => ordered(await titles(), -1)).toBe(true);

  await page.getByTestId('list-search').fill('Kapuzenpullover');
  await expect.poll(async () => (await titles()).sort()).toEqual(['Kapuzenpullover Klassik', 'Kapuzenpullover Premium', 'Kapuzenpullover Öko']);
  await page.getByTestId('list-search').fill('gibt es nicht');
  await expect(page.getByTestId('products-empty')).toHaveText('Keine Treffer für diese Suche.');
});

test('orders: the list and an order with positions, totals per zone and billing address', async ({ page, request, loginAsAdmin }) => {
  const headers = await adminHeaders(request);
  const zones = (await (await request.get('/api/pricezones', { headers })).json()).elements as { id: string; currency: string }[];
  const eur = zones.find((z) => z.currency === 'EUR')!;
  const chf = zones.find((z) => z.currency === 'CHF')!;
  const product = await (await request.post('/api/products', { headers, data: { title: 'Bestellbarer Becher', prices: [{ priceZoneId: eur.id, value: 450 }, { priceZoneId: chf.id, value: 500 }] } })).json();
  expect((await request.put(`/api/shoppingcarts/mine/add?amount=3&productId=${product.id}`, { headers })).status()).toBe(200);
  const orderResponse = await request.post('/api/shoppingcarts/mine/order', {
    headers, data: { priceZoneId: eur.id, billingAddress: { name: 'Erika Mustermann', street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' } },
  });
  expect(orderResponse.status()).toBe(201);
  const order = await orderResponse.json();

  await loginAsAdmin();
  await page.goto('/backoffice/pim/orders');
  const row = page.locator(`[data-testid=orders-row][data-id="${order.id}"]`);
  await expect(row).toContainText('Erika Mustermann');
  await expect(row).toContainText('13,50');
  await row.getByTestId('order-link').click();

  const detail = page.getByTestId('order-detail');
  await expect(detail).toHaveAttribute('data-id', order.id);
  await expect(page.getByTestId('order-position')).toHaveCount(1);
  await expect(page.getByTestId('order-position')).toContainText('Bestellbarer Becher');
  await expect(page.getByTestId('order-position')).toContainText('3');
  await expect(page.locator(`[data-testid=order-total][data-zone="${eur.id}"]`)).toContainText('13,50 €');
  await expect(page.locator(`[data-testid=order-total][data-zone="${chf.id}"]`)).toContainText('15,00');
  await expect(page.getByTestId('billing-address')).toContainText('Hauptstraße 1');
  await expect(page.getByTestId('billing-address')).toContainText('10115 Berlin');
});

test('price zones and suppliers: create, edit and delete in a dialog; the currency must be ISO 4217', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin();
  await page.goto('/backoffice/pim/pricezones');
  await expect(page.getByTestId('pricezones-row')).toHaveCount(2); // the demo's EUR and CHF
  await page.getByTestId('new-pricezones').click();
  const dialog = page.getByTestId('priceZones-dialog');
  await dialog.locator('input[name=title]').fill('Schweden');
  await dialog.locator('input[name=currency]').fill('XYZ');
  await dialog.getByTestId('save').click();
  await expect(dialog).toContainText('ISO 4217');
  await dialog.locator('input[name=currency]').fill('sek');
  await dialog.getByTestId('save').click();
  await expect(dialog).toHaveCount(0);
  const sweden = page.getByTestId('pricezones-row').filter({ hasText: 'Schweden' });
  await expect(sweden).toContainText('SEK');
  await sweden.getByTestId('edit').click();
  await dialog.locator('input[name=title]').fill('Schweden (Krone)');
  await dialog.getByTestId('save').click();
  await expect(page.getByTestId('pricezones-row').filter({ hasText: 'Schweden (Krone)' })).toHaveCount(1);
  await page.getByTestId('pricezones-row').filter({ hasText: 'Schweden (Krone)' }).getByTestId('delete').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Schweden (Krone)');
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('pricezones-row')).toHaveCount(2);

  await page.locator('[data-testid=nav-entry][data-path="pim/supplier"]').click();
  await expect(page.getByTestId('suppliers-empty')).toBeVisible();
  await page.getByTestId('new-suppliers').click();
  const supplierDialog = page.getByTestId('suppliers-dialog');
  await supplierDialog.locator('input[name=name]').fill('Kaffeerösterei Süd');
  await supplierDialog.locator('input[name=email]').fill('bestellung@roesterei.example');
  await supplierDialog.locator('input[name="address.city"]').fill('München');
  await supplierDialog.getByTestId('save').click();
  const supplier = page.getByTestId('suppliers-row').filter({ hasText: 'Kaffeerösterei Süd' });
  await expect(supplier).toContainText('München');
  await supplier.getByTestId('delete').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText('Kaffeerösterei Süd');
  await page.getByTestId('confirm').click();
  await expect(page.getByTestId('suppliers-empty')).toBeVisible();
});

test('data export downloads products as CSV with a byte order mark; the audit log filters by resource', async ({ page, loginAsAdmin }) => {
  await loginAsAdmin();
  await page.goto('/backoffice/export');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('download-products').click()]);
  expect(download.suggestedFilename()).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(bytes.toString('utf8')).toContain('Kapuzenpullover Klassik');
  await expect(page.getByTestId('export-done')).toBeVisible();

  await page.goto('/backoffice/audit-log');
  await expect(page.getByTestId('audit-row').first()).toBeVisible();
  await page.getByTestId('audit-filter').selectOption('pricezones');
  await expect(page).toHaveURL(/resource=pricezones/);
  const resources = () => page.getByTestId('audit-resource').evaluateAll((cells) => [...new Set(cells.map((c) => c.getAttribute('data-resource')))]);
  await expect.poll(resources).toEqual(['pricezones']);
});

test('a service token is created, shown once, works as a bearer token and is revoked', async ({ page, request, loginAsAdmin }) => {
  const name = `Integration ${Date.now()}`;
  await loginAsAdmin();
  await page.goto('/backoffice/service-token');
  await page.locator('input[name=name]').fill(name);
  await page.getByTestId('create-token').click();
  const value = page.getByTestId('new-token-value');
  await expect(value).toHaveValue(/^[\w-]{40,}$/);
  const token = await value.inputValue();
  await expect(page.getByTestId('copy-token')).toBeVisible();

  const bearer = { Authorization: `Bearer ${token}` };
  expect((await request.get('/api/users/me', { headers: bearer })).status()).toBe(200);

  const row = page.getByTestId('servicetokens-row').filter({ hasText: name });
  await expect(row).toHaveCount(1);
  await page.getByTestId('token-done').click();
  await expect(page.getByTestId('new-token')).toHaveCount(0);
  await page.reload();
  await expect(row).toHaveCount(1);
  await expect(page.getByTestId('new-token')).toHaveCount(0);
  await expect(page.locator('body')).not.toContainText(token);

  await row.getByTestId('revoke-token').click();
  await expect(page.getByTestId('confirm-dialog')).toContainText(name);
  await page.getByTestId('confirm').click();
  await expect(row).toHaveCount(0);
  expect((await request.get('/api/users/me', { headers: bearer })).status()).toBe(401);
});
