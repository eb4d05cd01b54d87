import type { APIRequestContext, Page, Response } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { test, expect } from './fixtures';

// The shopper journey on the demo shop the first start seeds (server/seed/demo-app.ts), published on the domain
// `localhost`: the browser opens http://localhost:PORT, which reaches the test server on the loopback address.
// Its password is this test server's SHOPPER_PASSWORD (global-setup.ts): the demo shopper has no fixed one.
const SHOPPER = { email: 'shopper@example.com', password: process.env.E2E_SHOPPER_PASSWORD! };
const TENANT = { 'X-Tenant-Id': 'demo' };
test.describe.configure({ mode: 'serial' });

interface Product { id: string; title: string; prices: { priceZoneId: string; value: number }[]; images?: { fileUrl: string }[] }
interface Zone { id: string; currency: string }

let shop: (path: string) => string;
test.beforeAll(({ baseURL }) => {
  shop = (path) => `http://localhost:${new URL(baseURL!).port}${path}`;
});

async function token(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return (await response.json()).token;
}

/** Starts from an empty cart, whatever an earlier attempt left in it. */
async function emptyCart(request: APIRequestContext, shopper: string) {
  const auth = { Authorization: `Bearer ${shopper}` };
  let cart = await (await request.get('/api/shoppingcarts/mine', { headers: auth })).json();
  while (cart.orderPositions.length > 0) cart = await (await request.put('/api/shoppingcarts/mine/removeposition?position=1', { headers: auth })).json();
}

const money = (minor: number, currency: string) =>
  new Intl.NumberFormat('de-DE', { style: 'currency', currency }).format(minor / 100).replace(/\s/g, ' ');
const normalized = (texts: string[]) => texts.map((t) => t.replace(/\s/g, ' ').trim());

/** Every check of axe-core (WCAG A/AA and best practices) on the page as it is now; none may fail. */
async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);
}

test('a guest fills the cart, logs in within the shop from the cart, the cart survives and the confirmation loads the order; every request stays on the shop\'s origin', async ({ page, request }) => {
  await emptyCart(request, await token(request, SHOPPER.email, SHOPPER.password));
  const products: Product[] = (await (await request.get('/api/products?page=1&size=100&sort=-id', { headers: TENANT })).json()).elements;
  const zones: Zone[] = (await (await request.get('/api/pricezones', { headers: TENANT })).json()).elements;
  const byTitle = (title: string) => products.find((p) => p.title === title)!;
  const priceOf = (product: Product, currency: string) => product.prices.find((p) => p.priceZoneId === zones.find((z) => z.currency === currency)!.id)!.value;
  // Nothing of a published shop comes from elsewhere (icons, pictures, fonts, scripts): every request is same-origin.
  const requested: string[] = [];
  page.on('request', (sent) => requested.push(sent.url()));
  // Shoppers cause no call the API refuses (the staff-only planning page used to answer 403s).
  const refused: string[] = [];
  page.on('response', (answer) => {
    if (answer.status() === 403) refused.push(answer.url());
  });

  // Home: hero, the sale list (tag search) and the full list with its pager; nobody logged in, an empty guest cart.
  await page.goto(shop('/'));
  await expect(page.locator('[data-widget-type=Hero]')).toContainText('Willkommen im Demo-Shop');
  const all = page.locator('[data-widget-id=home-products]');
  await expect(all.locator('.productlist-item')).toHaveCount(6);
  // 30 seeded products, plus any another spec created on the shared server: 6 per page.
  await expect(all.getByTestId('pager-page')).toHaveCount(Math.ceil(products.length / 6));
  await expect(page.locator('[data-widget-id=home-sale] [data-testid=product-card]')).toHaveCount(4);
  const badge = page.getByTestId('cart-badge');
  await expect(badge).toHaveText('0');
  await expect(page.getByTestId('cart-icon').locator('img')).toHaveJSProperty('complete', true);
  expect(await page.getByTestId('cart-icon').locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // The staff-only planning entry is not offered to visitors (nor, below, to the shopper).
  await expect(page.getByRole('link', { name: 'Planung' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // As a guest, fill the cart from the product cards: the badge is the sum of all amounts.
  const cards = all.getByTestId('product-card');
  const first = (await cards.nth(0).getByTestId('product-title').textContent())!;
  const second = (await cards.nth(1).getByTestId('product-title').textContent())!;
  await cards.nth(0).getByTestId('add-to-cart').click();
  await expect(badge).toHaveText('1');
  await cards.nth(0).getByTestId('add-to-cart').click();
  await expect(badge).toHaveText('2');
  await cards.nth(1).getByTestId('add-to-cart').click();
  await expect(badge).toHaveText('3');

  // A product page (products/:id) adds an amount of its product.
  const third = (await cards.nth(2).getByTestId('product-title').textContent())!;
  await cards.nth(2).getByRole('link', { name: third }).click();
  await expect(page).toHaveURL(shop(`/products/${byTitle(third).id}`));
  const detail = page.getByTestId('product-detail');
  await expect(detail.getByTestId('product-title')).toHaveText(third);
  await detail.locator('input[name=amount]').fill('2');
  await detail.getByTestId('add-to-cart').click();
  await expect(badge).toHaveText('5');

  // The guest's cart: positions numbered from 1 with pictures and line totals; prices in the default zone (EUR).
  await page.getByTestId('cart-icon').click();
  await expect(page).toHaveURL(shop('/cart'));
  const cart = page.getByTestId('cart-details');
  let lines: [string, number][] = [[first, 2], [second, 1], [third, 2]];
  const expectLines = async () => {
    await expect(cart.getByTestId('cart-position-title')).toHaveText(lines.map(([title]) => title));
    await expect(cart.getByTestId('cart-amount')).toHaveText(lines.map(([, amount]) => String(amount)));
    // Products other specs created on the shared server may have no picture.
    await expect(cart.getByTestId('cart-position-image')).toHaveCount(lines.filter(([title]) => byTitle(title).images?.length).length);
    await expect.poll(async () => normalized(await cart.getByTestId('cart-line-total-value').allTextContents()))
      .toEqual(lines.map(([title, amount]) => money(priceOf(byTitle(title), 'EUR') * amount, 'EUR')));
    await expect.poll(async () => normalized(await cart.getByTestId('cart-total-value').allTextContents()))
      .toEqual([money(lines.reduce((sum, [title, amount]) => sum + priceOf(byTitle(title), 'EUR') * amount, 0), 'EUR')]);
  };
  await expectLines();
  await expect(cart.getByTestId('cart-position-number')).toHaveText(['1.', '2.', '3.']);
  await expect(page.getByTestId('order-form')).toHaveCount(0);
  await expect(cart.getByTestId('cart-login-required')).toContainText('Zum Bestellen melden Sie sich bitte an.');
  await expectNoAxeViolations(page);

  // Log in within the shop (its dialog, never the builder's login page): the shopper stays on the cart, which survives.
  await cart.getByTestId('cart-login').click();
  const dialog = page.getByRole('dialog');
  await dialog.locator('input[name=email]').fill(SHOPPER.email);
  await dialog.locator('input[name=password]').fill(SHOPPER.password);
  await dialog.locator('button[type=submit]').click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(shop('/cart'));
  await expect(page.getByTestId('login-status')).toHaveAttribute('data-signed-in', 'true');
  await expect(badge).toHaveText('5');
  await expectLines();
  await expect(page.getByRole('link', { name: 'Planung' })).toHaveCount(0);

  // Removing position 2 replaces the cart; badge and totals follow.
  await cart.getByTestId('cart-remove-position').nth(1).click();
  lines = [[first, 2], [third, 2]];
  await expectLines();
  await expect(badge).toHaveText('4');

  // Order in Swiss francs with a billing address; the confirmation shows the readable order number.
  const form = page.getByTestId('order-form');
  await form.locator('input[name=street]').fill('Bahnhofstrasse 12');
  await form.locator('input[name=postalCode]').fill('8001');
  await form.locator('input[name=city]').fill('Zürich');
  await form.locator('input[name=country]').fill('CH');
  await form.getByTestId('order-price-zone').selectOption(zones.find((z) => z.currency === 'CHF')!.id);
  await form.getByTestId('order-now').click();
  await expect(page).toHaveURL(/\/order\/B-\d{6}$/);
  const orderNumber = decodeURIComponent(page.url().split('/order/')[1]);
  await expect(page.locator('[data-widget-id=order-title]')).toHaveText('Vielen Dank für Ihre Bestellung!');
  // The confirmation loads the order: its number, date, lines and total in the chosen zone.
  const confirmation = page.getByTestId('order-confirmation');
  await expect(confirmation.getByTestId('order-confirmation-number')).toHaveText(orderNumber);
  await expect(confirmation.getByTestId('order-confirmation-date')).toHaveText(/^\d{2}\.\d{2}\.\d{4}/);
  await expect(confirmation.getByTestId('order-confirmation-title')).toHaveText(lines.map(([title]) => title));
  await expect(confirmation.getByTestId('order-confirmation-amount')).toHaveText(lines.map(([, amount]) => String(amount)));
  expect(normalized(await confirmation.getByTestId('order-confirmation-total').allTextContents()))
    .toEqual([money(lines.reduce((sum, [title, amount]) => sum + priceOf(byTitle(title), 'CHF') * amount, 0), 'CHF')]);
  await expectNoAxeViolations(page);
  await expect(badge).toHaveText('0');

  // The staff-only planning page, typed in by the shopper: a notice instead of its widgets, and no refused call.
  await page.goto(shop('/planung'));
  await expect(page.getByTestId('app-forbidden')).toHaveText('Diese Seite ist nur für Mitarbeitende mit der passenden Berechtigung.');
  await expect(page.locator('[data-widget-type=ResourcePlanningUserTable]')).toHaveCount(0);
  expect(refused).toEqual([]);

  // The admin sees the order, under that number, through the orders API.
  const admin = await token(request, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  const orders = (await (await request.get('/api/orders?size=100&sort=-id', { headers: { Authorization: `Bearer ${admin}` } })).json()).elements;
  const order = orders.find((o: { orderNumber?: string }) => o.orderNumber === orderNumber);
  expect(order.positions.map((p: { title: string; amount: number }) => [p.title, p.amount])).toEqual(lines);
  expect(order.currency).toBe('CHF');
  expect(order.total).toBe(lines.reduce((sum, [title, amount]) => sum + priceOf(byTitle(title), 'CHF') * amount, 0));
  expect(order.billingAddress).toMatchObject({ name: 'Erika Einkauf', city: 'Zürich', country: 'CH' });

  const origin = new URL(shop('/')).origin;
  expect(requested.length).toBeGreaterThan(10);
  expect(requested.filter((url) => !url.startsWith('data:') && new URL(url).origin !== origin)).toEqual([]);
});

test('the login page has no accessibility violations', async ({ page }) => {
  await page.goto('/login');
  await expect(page.locator('input[name=email], input[type=email]').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * What a visitor's browser may download of JavaScript for the start page, on the wire: the 250 KB budget
 * (docs/publishing.md, "What a visitor downloads"; 240.6 KB in 96 files on 30 November 2026).
 */
const SCRIPT_CEILING_KB = 250;

test('the demo shop start page loads only the runtime and its widgets, within the script ceiling, Brotli-compressed and cached for good', async ({ page }) => {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') scripts.push(response);
  });
  await page.goto(shop('/'));
  await expect(page.locator('[data-widget-type=ProductList]').first()).toBeVisible();
  expect(scripts.length).toBeGreaterThan(0);
  let transferred = 0;
  const sizes: [string, number][] = [];
  for (const script of scripts) {
    const size = (await script.request().sizes()).responseBodySize;
    transferred += size;
    sizes.push([script.url().split('/').pop()!, size]);
  }
  sizes.sort((a, b) => b[1] - a[1]);
  console.log(`JS transferred: ${scripts.length} files, ${(transferred / 1024).toFixed(1)} KB; largest: ${sizes.slice(0, 10).map(([name, size]) => `${name} ${(size / 1024).toFixed(1)} KB`).join(', ')}`);
  // A visitor downloads the runtime and the page's widgets: no editor, Monaco, back-office or other pages' widgets.
  expect(sizes.map(([name]) => name).filter((name) => /^(EditorWorkspace|editor\.|jsonMode|Backoffice|Chart|ResourcePlanning|Calendar|locale-)/.test(name))).toEqual([]);
  for (const script of scripts) {
    const headers = script.headers();
    expect(headers['cache-control'], script.url()).toContain('immutable');
    // The build leaves a file plain only when compressing would not make it smaller (vite.config.ts): a few dozen
    // bytes at most.
    if ((await script.body()).length >= 200) expect(headers['content-encoding'], script.url()).toBe('br');
  }
  // Last, so the checks above report even while the page is over its ceiling.
  expect(transferred / 1024, 'KB of JavaScript transferred').toBeLessThanOrEqual(SCRIPT_CEILING_KB);
});
