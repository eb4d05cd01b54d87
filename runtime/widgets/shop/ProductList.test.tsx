// @vitest-environment jsdom
import { act, cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { configureApi } from '../../api/http';
import type { AppNavigation } from '../../app/navigation';
import type { WidgetNode } from '../../../model/document/types';
import { countRequests, startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';
import { useGuestCart } from '../../stores/guestCart';

// The product list against the real server and its seeded demo shop (30 products in the zones EUR and CHF).
const registry = createBuiltinRegistry();
let server: StoreTestServer;

beforeAll(async () => {
  server = await startStoreTestServer();
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const list = (settings: Record<string, unknown> = {}): WidgetNode => ({ id: 'list', type: 'ProductList', settings });
const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
/** A price line: the zone and the amount, separated by a space. */
const priceLine = (element: Element) => [...element.children].map(text).join(' ');

function navigation() {
  const navigate = vi.fn<AppNavigation['navigate']>();
  return { basePath: '/apps/preview/app-1', path: '', params: {}, query: new URLSearchParams(), navigate } satisfies AppNavigation;
}

async function cards(container: HTMLElement, expected: number) {
  await waitFor(() => expect(container.querySelectorAll('[data-testid=product-card]')).toHaveLength(expected));
  return [...container.querySelectorAll<HTMLElement>('[data-testid=product-card]')];
}

describe('ProductList', () => {
  it('shows 6 products per page by default in a grid of 250px columns 25px apart, with the item class and a pager', async () => {
    const { container } = renderTree(list(), { registry });
    const shown = await cards(container, 6);
    expect(shown.every((card) => card.classList.contains('productlist-item'))).toBe(true);
    const grid = container.querySelector<HTMLElement>('[data-testid=product-grid]')!;
    expect(grid.style.gridTemplateColumns).toBe('repeat(auto-fill, minmax(250px, 1fr))');
    expect(grid.style.gap).toBe('25px');
    // 30 products, 6 per page: the automatic pager shows 5 pages and moves through them.
    expect(container.querySelectorAll('[data-testid=pager-page]')).toHaveLength(5);
    const firstPage = shown.map((card) => card.dataset.productId);
    fireEvent.click(container.querySelector('[data-testid=pager-next]')!);
    const secondPage = (await cards(container, 6)).map((card) => card.dataset.productId);
    expect(secondPage.some((id) => firstPage.includes(id))).toBe(false);
    expect(container.querySelector('[aria-current=page]')!.textContent).toBe('2');
  });

  it('takes the count and pager settings: never hides the pager, always shows it with one page', async () => {
    const never = renderTree(list({ count: 24, pager: 'never' }), { registry });
    await cards(never.container, 24);
    expect(never.container.querySelector('[data-testid=pager]')).toBeNull();
    never.unmount();

    const always = renderTree(list({ count: 3, pager: 'always', tags: ['premium'], itemClass: 'kachel' }), { registry });
    const shown = await cards(always.container, 3);
    expect(shown[0].classList.contains('kachel')).toBe(true);
    expect(always.container.querySelectorAll('[data-testid=pager-page]')).toHaveLength(4); // 10 premium products
    always.unmount();

    const auto = renderTree(list({ count: 12, tags: ['sale'] }), { registry });
    await cards(auto.container, 4);
    expect(auto.container.querySelector('[data-testid=pager]')).toBeNull(); // one page: no pager
  });

  it('shows each price in its zone in German format (minor units / 100)', async () => {
    const { container } = renderTree(list(), { registry, connections: [{ id: 's', from: { widgetId: '$context', socket: 'q' }, to: { widgetId: 'list', socket: 'search' } }], context: { q: 'Tasse Klassik' } });
    const [card] = await cards(container, 1);
    expect(text(within(card).getByTestId('product-title'))).toBe('Tasse Klassik');
    // The zones load next to the products; then each price shows in its zone's currency.
    await waitFor(() => expect(within(card).getAllByTestId('price').map(priceLine).sort()).toEqual(['Euro-Zone 32,10 €', 'Schweiz 33,70 CHF']));
  });

  it('searches tags with match-in combined by or, from the setting and the tags input together', async () => {
    const { container, engine } = renderTree(list({ count: 24, tags: ['sale'] }), {
      registry,
      connections: [{ id: 't', from: { widgetId: '$context', socket: 'more' }, to: { widgetId: 'list', socket: 'tags' } }],
    });
    await cards(container, 4); // the four sale products
    act(() => engine.setContext('more', 'kueche'));
    const shown = await cards(container, 9); // sale or kueche: 6 kitchen products, one of them on sale, plus 3 more on sale
    expect(shown.map((card) => text(within(card).getByTestId('product-title'))).filter((title) => /Tasse|Trinkflasche/.test(title))).toHaveLength(6);
  });

  it('narrows by the free text of the search input and says when nothing matches', async () => {
    const { container, engine } = renderTree(list(), {
      registry,
      connections: [{ id: 's', from: { widgetId: '$context', socket: 'q' }, to: { widgetId: 'list', socket: 'search' } }],
    });
    await cards(container, 6);
    act(() => engine.setContext('q', 'tasse'));
    await cards(container, 3);
    act(() => engine.setContext('q', 'Gibt es nicht'));
    await waitFor(() => expect(container.querySelector('[data-testid=empty-state]')?.textContent).toBe('Keine Produkte gefunden.'));
  });

  it('navigates to its link with {id} replaced, emits the product, and does neither in edit mode', async () => {
    const nav = navigation();
    const { container, engine } = renderTree(list({ link: '/products/{id}' }), {
      registry,
      navigation: nav,
      connections: [{ id: 'c', from: { widgetId: 'list', socket: 'productClicked' }, to: { widgetId: '$context', socket: 'clicked' } }],
    });
    const [first, second] = await cards(container, 6);
    fireEvent.click(first);
    expect(nav.navigate).toHaveBeenCalledWith(`/products/${first.dataset.productId}`);
    expect(engine.getContext('clicked')).toMatchObject({ id: first.dataset.productId });
    // The title is the card's link, with the base path, for keyboards and screen readers.
    const title = within(within(second).getByTestId('product-title')).getByRole('link');
    expect(title.getAttribute('href')).toBe(`/apps/preview/app-1/products/${second.dataset.productId}`);
    fireEvent.click(title);
    expect(nav.navigate).toHaveBeenLastCalledWith(`/products/${second.dataset.productId}`);
    expect(nav.navigate).toHaveBeenCalledTimes(2);
    cleanup();

    const edit = navigation();
    const inEditor = renderTree(list({ link: '/products/{id}' }), { registry, navigation: edit, extensions: { mode: 'edit' } });
    fireEvent.click((await cards(inEditor.container, 6))[0]);
    expect(edit.navigate).not.toHaveBeenCalled();
  });

  it('loads its store once: a second list and a remount reuse it', async () => {
    const requests = countRequests();
    try {
      const queryClient = new QueryClient();
      const page: WidgetNode = { id: 'root', type: 'Container', slots: { children: [list(), { id: 'list-2', type: 'ProductList' }] } };
      const first = renderTree(page, { registry, queryClient });
      await cards(first.container, 12);
      first.unmount();
      const again = renderTree(list(), { registry, queryClient });
      await cards(again.container, 6);
      expect(requests.count('GET', /\/api\/products$/)).toBe(1);
    } finally {
      requests.restore();
    }
  });

  it('lets a visitor nobody logged in put a product in the guest cart, and can hide the button', async () => {
    localStorage.clear();
    const withButton = renderTree(list({ count: 1 }), { registry });
    const [card] = await cards(withButton.container, 1);
    expect(within(card).queryByText('Zum Bestellen anmelden')).toBeNull();
    fireEvent.click(within(card).getByTestId('add-to-cart'));
    await waitFor(() => expect(text(within(card).getByTestId('add-to-cart-result'))).toBe('Hinzugefügt'));
    const stored = JSON.parse(localStorage.getItem('baukasten.guestCart')!) as { orderPositions: unknown[] };
    expect(stored.orderPositions).toEqual([{ productId: card.dataset.productId ?? expect.any(String), amount: 1 }]);
    withButton.unmount();
    act(() => useGuestCart.getState().clear());
    const without = renderTree(list({ count: 1, showAddToCart: false }), { registry });
    const [plain] = await cards(without.container, 1);
    expect(within(plain).queryByTestId('add-to-cart')).toBeNull();
  });

  it('shows the error state when the products cannot be loaded', async () => {
    configureApi({ baseUrl: `${server.origin}/no-api-here` });
    try {
      const { container } = renderTree(list(), { registry });
      await waitFor(() => expect(widgetElement(container, 'list').querySelector('[data-testid=widget-error]')).not.toBeNull());
      expect(text(container.querySelector('[data-testid=widget-error]')!)).toContain('Die Daten konnten nicht geladen werden.');
    } finally {
      configureApi({ baseUrl: `${server.origin}/api` });
    }
  });

  it('refuses settings outside the spec with the configure notice', () => {
    const { container } = renderTree(list({ count: 7 }), { registry });
    expect(container.querySelector('[data-testid=configure-notice]')?.textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });
});
