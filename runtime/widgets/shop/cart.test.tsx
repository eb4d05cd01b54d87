// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { addToMyShoppingCart, getMyShoppingCart, placeMyOrder, removePositionFromMyShoppingCart } from '../../api/calls';
import { GUEST_CART_STORAGE_KEY } from '../../stores/guestCart';
import { getOrder, getPriceZones, getProducts } from '../../api/resources';
import type { PriceZone, Product } from '../../../model/api/schemas/shop';
import type { AppNavigation } from '../../app/navigation';
import type { WidgetNode } from '../../../model/document/types';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';

// The cart widgets against the real server, as the demo shopper the first start seeds (server/seed/demo-app.ts).
const registry = createBuiltinRegistry();
let server: StoreTestServer;
let products: Product[];
let zones: PriceZone[];

beforeAll(async () => {
  server = await startStoreTestServer();
  products = (await getProducts({ size: 3, sort: '-id' })).elements;
  zones = (await getPriceZones()).elements;
}, 120_000);
afterAll(async () => {
  await server?.logout();
  await server?.stop();
});
beforeEach(async () => {
  await server.login(server.shopperEmail, server.shopperPassword);
  while ((await getMyShoppingCart()).orderPositions.length > 0) await removePositionFromMyShoppingCart(1);
});
afterEach(cleanup);

function navigation(params: Record<string, string> = {}) {
  const navigate = vi.fn<AppNavigation['navigate']>();
  return { basePath: '/apps/preview/app-1', path: 'cart', params, query: new URLSearchParams(), navigate } satisfies AppNavigation;
}
const text = (element: Element | null) => (element?.textContent ?? '').replace(/\s+/g, ' ').trim();
const all = (container: HTMLElement, testId: string) => [...container.querySelectorAll<HTMLElement>(`[data-testid=${testId}]`)];
const badge = (container: HTMLElement) => container.querySelector('[data-testid=cart-badge]')?.textContent ?? null;
const eur = (value: number) => `${(value / 100).toFixed(2).replace('.', ',')} €`;
const priceIn = (product: Product, currency: string) => product.prices!.find((p) => p.priceZoneId === zones.find((z) => z.currency === currency)!.id)!.value;

function shopPage(cartSettings: Record<string, unknown> = {}): WidgetNode {
  return {
    id: 'page',
    type: 'Container',
    settings: { direction: 'column' },
    slots: {
      children: [
        { id: 'icon', type: 'CartIcon', settings: { link: '/cart' } },
        { id: 'list', type: 'ProductList', settings: { count: 3, pager: 'never' } },
        { id: 'cart', type: 'CartDetails', settings: cartSettings },
      ],
    },
  };
}

async function addFromCard(container: HTMLElement, index: number, expectedBadge: string) {
  await waitFor(() => expect(all(container, 'add-to-cart').length).toBeGreaterThan(index));
  fireEvent.click(all(container, 'add-to-cart')[index]);
  await waitFor(() => expect(badge(container)).toBe(expectedBadge));
}

describe('CartIcon', () => {
  it('draws shopping-cart, FFFFFF, fluent, 24 by default and takes its settings', async () => {
    const plain = renderTree({ id: 'icon', type: 'CartIcon' }, { registry });
    // Served by this server (never an outside image host), so a published shop loads no picture from elsewhere.
    expect(widgetElement(plain.container, 'icon').querySelector('img')!.getAttribute('src')).toBe(`${server.origin}/api/icons/shopping-cart.svg?size=24&color=FFFFFF`);
    plain.unmount();
    const custom = renderTree({ id: 'icon', type: 'CartIcon', settings: { icon: 'shopping-bag', color: '000000', theme: 'ios', size: 32 } }, { registry });
    const image = widgetElement(custom.container, 'icon').querySelector('img')!;
    expect(image.getAttribute('src')).toBe(`${server.origin}/api/icons/shopping-bag.svg?size=32&color=000000`);
    expect((await fetch(image.src)).headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(image.getAttribute('width')).toBe('32');
    // The icon out of reach: a drawn cart in the icon's colour instead of a broken image.
    fireEvent.error(image);
    expect(custom.container.querySelector('[data-testid=cart-glyph]')!.getAttribute('stroke')).toBe('#000000');
    custom.unmount();
    const wrong = renderTree({ id: 'icon', type: 'CartIcon', settings: { size: 25 } }, { registry });
    expect(wrong.container.querySelector('[data-testid=configure-notice]')).not.toBeNull();
  });

  it('navigates to its link under the base path, and counts the guest cart while nobody is logged in', async () => {
    await server.logout();
    const nav = navigation();
    const { container } = renderTree({ id: 'icon', type: 'CartIcon', settings: { link: '/cart' } }, { registry, navigation: nav });
    const anchor = container.querySelector<HTMLAnchorElement>('[data-testid=cart-icon]')!;
    expect(anchor.getAttribute('href')).toBe('/apps/preview/app-1/cart');
    fireEvent.click(anchor);
    expect(nav.navigate).toHaveBeenCalledWith('/cart');
    expect(badge(container)).toBe('0');
  });
});

describe('CartDetails', () => {
  it('keeps a guest cart for a visitor, asks for the in-app login to order, and adds it to the account\'s cart at login', async () => {
    await addToMyShoppingCart(products[0].id, 1); // the account already holds one of the first product
    await server.logout();
    const { container } = renderTree(shopPage({ orderLink: '/order/{id}' }), { registry });
    await addFromCard(container, 0, '1');
    await addFromCard(container, 0, '2');
    await addFromCard(container, 1, '3');
    const cart = container.querySelector<HTMLElement>('[data-testid=cart-details]')!;
    await waitFor(() => expect(all(cart, 'cart-position-title').map(text)).toEqual([products[0].title, products[1].title]));
    expect(all(cart, 'cart-amount').map(text)).toEqual(['2', '1']);
    expect(JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY)!).orderPositions).toEqual([
      { productId: products[0].id, amount: 2 }, { productId: products[1].id, amount: 1 },
    ]);
    // Ordering needs an account: no order form, but the shop's own login dialog (never the builder's login page).
    expect(container.querySelector('[data-testid=order-form]')).toBeNull();
    const prompt = within(cart).getByTestId('cart-login-required');
    expect(text(prompt.querySelector('span'))).toBe('Zum Bestellen melden Sie sich bitte an. Ihr Warenkorb bleibt dabei erhalten.');
    expect(prompt.querySelector('a[href^="/login"]')).toBeNull();
    fireEvent.click(within(prompt).getByTestId('cart-login'));
    const dialog = within(container.ownerDocument.body).getByRole('dialog', { name: 'Anmelden' });
    fireEvent.change(dialog.querySelector('input[name=email]')!, { target: { value: server.shopperEmail } });
    fireEvent.change(dialog.querySelector('input[name=password]')!, { target: { value: server.shopperPassword } });
    fireEvent.submit(dialog.querySelector('form')!);
    // At login the amounts add up (1 + 2), the guest cart is gone and the order form shows.
    await waitFor(() => expect(badge(container)).toBe('4'), { timeout: 10_000 });
    expect((await getMyShoppingCart()).orderPositions).toEqual([{ productId: products[0].id, amount: 3 }, { productId: products[1].id, amount: 1 }]);
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
    expect(container.ownerDocument.querySelector('[role=dialog]')).toBeNull();
    await waitFor(() => expect(container.querySelector('[data-testid=order-form]')).not.toBeNull());
  });

  it('shares one cart: the badge sums the amounts, positions are numbered from 1, add/remove/remove position replace the cart', async () => {
    const { container } = renderTree(shopPage(), { registry });
    await waitFor(() => expect(text(container.querySelector('[data-testid=empty-state]'))).toBe('Ihr Warenkorb enthält keine Artikel.'));
    expect(badge(container)).toBe('0');

    await addFromCard(container, 0, '1');
    await addFromCard(container, 0, '2');
    await addFromCard(container, 1, '3');
    const cart = container.querySelector<HTMLElement>('[data-testid=cart-details]')!;
    await waitFor(() => expect(all(cart, 'cart-position-title').map(text)).toEqual([products[0].title, products[1].title]));
    expect(all(cart, 'cart-position-number').map(text)).toEqual(['1.', '2.']);
    expect(all(cart, 'cart-amount').map(text)).toEqual(['2', '1']);

    // Each line: the product's picture and its total (unit price × amount); the cart total is their sum. The shopper
    // has no zone of their own, so every price shows in the tenant's default zone (EUR) only.
    expect(all(cart, 'cart-position-image').map((image) => image.getAttribute('src'))).toEqual([products[0].images![0].fileUrl, products[1].images![0].fileUrl]);
    await waitFor(() => expect(all(cart, 'cart-line-total-value').map(text)).toEqual([eur(2 * priceIn(products[0], 'EUR')), eur(priceIn(products[1], 'EUR'))]));
    const totalEur = 2 * priceIn(products[0], 'EUR') + priceIn(products[1], 'EUR');
    expect(all(cart, 'cart-total-value').map(text)).toEqual([eur(totalEur)]);

    fireEvent.click(all(cart, 'cart-increase')[1]);
    await waitFor(() => expect(badge(container)).toBe('4'));
    fireEvent.click(all(cart, 'cart-decrease')[0]);
    await waitFor(() => expect(badge(container)).toBe('3'));
    fireEvent.click(all(cart, 'cart-remove-position')[0]); // passes position 1
    await waitFor(() => expect(all(cart, 'cart-position-title').map(text)).toEqual([products[1].title]));
    expect(all(cart, 'cart-position-number').map(text)).toEqual(['1.']);
    expect(badge(container)).toBe('2');
    expect((await getMyShoppingCart()).orderPositions).toEqual([{ productId: products[1].id, amount: 2 }]);
    // Without an order link there is no order button.
    expect(container.querySelector('[data-testid=order-now]')).toBeNull();
  });

  it('places the order with the billing address, reloads the cart and goes to the order link', async () => {
    const nav = navigation();
    const { container, engine } = renderTree(shopPage({ orderLink: '/order/{id}' }), {
      registry,
      navigation: nav,
      connections: [{ id: 'o', from: { widgetId: 'cart', socket: 'orderPlaced' }, to: { widgetId: '$context', socket: 'order' } }],
    });
    await addFromCard(container, 2, '1');
    // The order form offers the zones every position has a price in, once the products are known.
    const form = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-testid=order-form]');
      expect(found?.querySelectorAll('[data-testid=order-price-zone] option')).toHaveLength(2);
      return found!;
    });
    const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name=${name}]`)!;
    expect(field('name').value).toBe('Erika Einkauf');
    expect(field('country').value).toBe('DE');
    fireEvent.click(within(form).getByTestId('order-now'));
    expect(text(within(form).getByTestId('order-missing'))).toBe('Bitte ausfüllen: Straße und Hausnummer, Postleitzahl, Ort');
    expect(nav.navigate).not.toHaveBeenCalled();

    fireEvent.change(field('street'), { target: { value: 'Marktplatz 1' } });
    fireEvent.change(field('postalCode'), { target: { value: '10115' } });
    fireEvent.change(field('city'), { target: { value: 'Berlin' } });
    fireEvent.change(form.querySelector('select')!, { target: { value: zones.find((z) => z.currency === 'CHF')!.id } });
    fireEvent.click(within(form).getByTestId('order-now'));
    await waitFor(() => expect(nav.navigate).toHaveBeenCalledTimes(1));
    const order = engine.getContext('order') as { id: string };
    expect(nav.navigate).toHaveBeenCalledWith(`/order/${order.id}`);
    await waitFor(() => expect(badge(container)).toBe('0'));
    expect(text(container.querySelector('[data-testid=empty-state]'))).toBe('Ihr Warenkorb enthält keine Artikel.');
    const stored = await getOrder(order.id);
    expect(stored.orderNumber).toMatch(/^B-\d{6}$/);
    expect(stored).toMatchObject({ currency: 'CHF', total: priceIn(products[2], 'CHF'), billingAddress: { name: 'Erika Einkauf', street: 'Marktplatz 1', city: 'Berlin', country: 'DE' } });
  });

  it('forgets the account\'s cart on logout: the page shows the (empty) guest cart', async () => {
    const { container } = renderTree(shopPage(), { registry });
    await addFromCard(container, 0, '1');
    await server.logout();
    await waitFor(() => expect(badge(container)).toBe('0'));
    expect(text(container.querySelector('[data-testid=empty-state]'))).toBe('Ihr Warenkorb enthält keine Artikel.');
  });
});

describe('ProductDetail', () => {
  it('shows the product of the route parameter id and adds the chosen amount to the cart', async () => {
    const product = products[0];
    const { container } = renderTree(
      { id: 'page', type: 'Container', slots: { children: [{ id: 'icon', type: 'CartIcon' }, { id: 'detail', type: 'ProductDetail' }] } },
      { registry, navigation: navigation({ id: product.id }) },
    );
    const detail = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-testid=product-detail]');
      expect(found).not.toBeNull();
      return found!;
    });
    expect(text(within(detail).getByTestId('product-title'))).toBe(product.title);
    await waitFor(() => expect(all(detail, 'price-value').map(text)).toContain(eur(priceIn(product, 'EUR'))));
    fireEvent.change(detail.querySelector('input[name=amount]')!, { target: { value: '3' } });
    fireEvent.click(within(detail).getByTestId('add-to-cart'));
    await waitFor(() => expect(badge(container)).toBe('3'));
  });

  it('says when the product does not exist and asks to be configured without an id', async () => {
    const missing = renderTree({ id: 'detail', type: 'ProductDetail', settings: { productId: 'gibt-es-nicht' } }, { registry });
    await waitFor(() => expect(text(missing.container.querySelector('[data-testid=empty-state]'))).toBe('Dieses Produkt gibt es nicht.'));
    missing.unmount();
    const unconfigured = renderTree({ id: 'detail', type: 'ProductDetail' }, { registry }); // {id} does not resolve here
    expect(unconfigured.container.querySelector('[data-testid=configure-notice]')).not.toBeNull();
  });
});

describe('OrderConfirmation', () => {
  it('loads the order of the route parameter orderNumber: number, date, lines and total; an unknown one is not found; logged out asks for the login', async () => {
    const [first, second] = products;
    await addToMyShoppingCart(first.id, 2);
    await addToMyShoppingCart(second.id, 1);
    const chf = zones.find((zone) => zone.currency === 'CHF')!;
    const placed = await placeMyOrder({ priceZoneId: chf.id, billingAddress: { name: 'Erika Einkauf', street: 'Bahnhofstrasse 12', postalCode: '8001', city: 'Zürich', country: 'CH' } });
    const orderNumber = placed.orderNumber!;
    const { container, unmount } = renderTree({ id: 'done', type: 'OrderConfirmation' }, { registry, navigation: navigation({ orderNumber }) });
    expect(container.querySelector('[data-testid=loading-state], [role=status]')).not.toBeNull(); // loading first
    const confirmation = await waitFor(() => {
      const found = container.querySelector<HTMLElement>('[data-testid=order-confirmation]');
      expect(found).not.toBeNull();
      return found!;
    });
    const chfText = (minor: number) => new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'CHF' }).format(minor / 100).replace(/\s+/g, ' ').trim();
    expect(text(within(confirmation).getByTestId('order-confirmation-number'))).toBe(orderNumber);
    expect(text(within(confirmation).getByTestId('order-confirmation-date'))).toMatch(/^\d{2}\.\d{2}\.\d{4}/);
    expect(all(confirmation, 'order-confirmation-title').map(text)).toEqual([first.title, second.title]);
    expect(all(confirmation, 'order-confirmation-amount').map(text)).toEqual(['2', '1']);
    expect(all(confirmation, 'order-confirmation-line-total').map(text)).toEqual([chfText(priceIn(first, 'CHF') * 2), chfText(priceIn(second, 'CHF'))]);
    expect(text(within(confirmation).getByTestId('order-confirmation-total'))).toBe(chfText(priceIn(first, 'CHF') * 2 + priceIn(second, 'CHF')));
    unmount();

    const unknown = renderTree({ id: 'done', type: 'OrderConfirmation', settings: { orderNumber: 'B-999999' } }, { registry });
    await waitFor(() => expect(text(unknown.container.querySelector('[data-testid=empty-state]'))).toContain('Die Bestellung B-999999 wurde nicht gefunden.'));
    unknown.unmount();

    // without a login the API refuses: the visitor is asked for the account, nothing of the order shows
    await server.logout();
    const loggedOut = renderTree({ id: 'done', type: 'OrderConfirmation', settings: { orderNumber } }, { registry });
    await waitFor(() => expect(text(loggedOut.container.querySelector('[data-testid=empty-state]'))).toBe('Bitte melden Sie sich mit dem Konto an, mit dem Sie bestellt haben, um die Bestellung zu sehen.'));
    expect(loggedOut.container.querySelector('[data-testid=order-confirmation]')).toBeNull();
  });
});
