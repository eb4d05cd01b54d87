// @vitest-environment jsdom
import { cleanup, fireEvent, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createDataType, dataRecordsApi } from '../../api/resources';
import type { AppNavigation } from '../../app/navigation';
import type { WidgetNode } from '../../../model/document/types';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';

// DataTableV4 over a data type of the real server: 23 bookings in three cities.
const registry = createBuiltinRegistry();
let server: StoreTestServer;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await createDataType({ path: 'stays', schema: { type: 'object', properties: { guest: { type: 'string' }, city: { type: 'string' }, nights: { type: 'integer' }, paid: { type: 'boolean' } } } });
  const cities = ['Bern', 'Basel', 'Zürich'];
  for (let i = 1; i <= 23; i++) await dataRecordsApi('stays').createDataRecord({ guest: `Gast ${i}`, city: cities[i % 3], nights: i * 1000, paid: i % 2 === 0 });
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

const columns = [{ property: 'guest', label: 'Gast' }, { property: 'nights', label: 'Nächte' }, { property: 'paid', label: 'Bezahlt', sortable: false }];
const table = (settings: Record<string, unknown> = {}): WidgetNode => ({ id: 'table', type: 'DataTableV4', settings: { dataType: 'stays', columns, ...settings } });
const cellsOf = (container: HTMLElement, column: string) => [...container.querySelectorAll(`[data-testid=data-row] td[data-column="${column}"]`)].map((td) => td.textContent);

function navigation(editQuery = '') {
  const navigate = vi.fn<AppNavigation['navigate']>();
  return { basePath: '/apps/preview/app-1', path: 'stays', params: {}, query: new URLSearchParams(editQuery), navigate } satisfies AppNavigation;
}

describe('DataTableV4', () => {
  it('shows 10 rows per page by default, newest first, in 150px cells, numbers and booleans in German', async () => {
    const { container } = renderTree(table(), { registry });
    await waitFor(() => expect(cellsOf(container, 'guest')).toHaveLength(10));
    expect(cellsOf(container, 'guest').slice(0, 2)).toEqual(['Gast 23', 'Gast 22']);
    expect(cellsOf(container, 'nights')[0]).toBe('23.000');
    expect(cellsOf(container, 'paid').slice(0, 2)).toEqual(['Nein', 'Ja']);
    const th = container.querySelector<HTMLElement>('th[data-column=guest]')!;
    expect(th.style.width).toBe('150px');
    expect(th.textContent).toContain('Gast');
    expect(container.querySelector('[data-testid=table-range]')!.textContent).toBe('1–10 von 23');
    expect([...container.querySelectorAll('[data-testid=page-size] option')].map((o) => o.textContent)).toEqual(['10', '25', '50', '100']);
  });

  it('sorts on the server by a click on a header (ascending, descending), pages and changes the page size', async () => {
    const { container } = renderTree(table(), { registry });
    await waitFor(() => expect(cellsOf(container, 'guest')).toHaveLength(10));
    expect(container.querySelector('th[data-column=paid] [data-testid=sort-button]')).toBeNull();
    fireEvent.click(container.querySelector('th[data-column=nights] [data-testid=sort-button]')!);
    await waitFor(() => expect(cellsOf(container, 'guest')[0]).toBe('Gast 1'));
    expect(container.querySelector('th[data-column=nights]')!.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(container.querySelector('th[data-column=nights] [data-testid=sort-button]')!);
    await waitFor(() => expect(cellsOf(container, 'guest')[0]).toBe('Gast 23'));
    expect(container.querySelector('th[data-column=nights]')!.getAttribute('aria-sort')).toBe('descending');
    fireEvent.click(within(container.querySelector<HTMLElement>('[data-testid=table-pager]')!).getByTestId('pager-next'));
    await waitFor(() => expect(cellsOf(container, 'guest')[0]).toBe('Gast 13'));
    expect(container.querySelector('[data-testid=table-range]')!.textContent).toBe('11–20 von 23');
    fireEvent.change(container.querySelector('[data-testid=page-size]')!, { target: { value: '25' } });
    await waitFor(() => expect(cellsOf(container, 'guest')).toHaveLength(23));
    expect(container.querySelector('[data-testid=pager]')).toBeNull();
  });

  it('filters by its saved filter, its filter input (a context variable) and its search input', async () => {
    const filter = { logicalOperator: 'and', fieldSearches: [{ type: 'number', fieldname: 'nights', matcher: 'greaterThan', value: 10000 }] };
    const { container, engine } = renderTree(table({ filter, pageSize: 25 }), {
      registry,
      context: { city: { city: 'Bern' } },
      connections: [{ id: 'c', from: { widgetId: '$context', socket: 'city' }, to: { widgetId: 'table', socket: 'filter' } }],
    });
    await waitFor(() => expect(cellsOf(container, 'guest')).toEqual(['Gast 21', 'Gast 18', 'Gast 15', 'Gast 12']));
    engine.setContext('city', { city: '' });
    await waitFor(() => expect(cellsOf(container, 'guest')).toHaveLength(13));
    cleanup();
    const searched = renderTree(table({ filter, pageSize: 25 }), {
      registry, context: { q: 'Gast 2' }, connections: [{ id: 's', from: { widgetId: '$context', socket: 'q' }, to: { widgetId: 'table', socket: 'search' } }],
    });
    // every word must occur, and the saved filter still holds: more than 10,000 nights
    await waitFor(() => expect(cellsOf(searched.container, 'guest')).toEqual(['Gast 23', 'Gast 22', 'Gast 21', 'Gast 20', 'Gast 12']));
  });

  it('a row with a link navigates to it with ${id} filled in and the query merged; in edit mode it does not', async () => {
    const nav = navigation('tab=2&sort=x');
    const { container } = renderTree(table({ link: 'stays/${id}?sort=guest' }), { registry, navigation: nav });
    await waitFor(() => expect(cellsOf(container, 'guest')).toHaveLength(10));
    const row = container.querySelector<HTMLElement>('[data-testid=data-row]')!;
    const id = row.dataset.rowId!;
    expect(row.querySelector('a')!.getAttribute('href')).toBe(`/apps/preview/app-1/stays/${id}?tab=2&sort=guest`);
    fireEvent.click(row);
    expect(nav.navigate).toHaveBeenCalledWith(`stays/${id}?tab=2&sort=guest`);
    cleanup();

    const edit = navigation();
    const inEdit = renderTree(table({ link: 'stays/${id}' }), { registry, navigation: edit, extensions: { mode: 'edit' } });
    await waitFor(() => expect(cellsOf(inEdit.container, 'guest')).toHaveLength(10));
    fireEvent.click(inEdit.container.querySelector('[data-testid=data-row]')!);
    expect(edit.navigate).not.toHaveBeenCalled();
  });

  it('asks to be configured without a store, names a store that does not exist, and says when nothing is found', async () => {
    const none = renderTree({ id: 't', type: 'DataTableV4', settings: {} }, { registry });
    expect(widgetElement(none.container, 't').textContent).toBe('Bitte konfigurieren Sie das Widget!');
    none.unmount();
    const unknown = renderTree(table({ store: 'gibt-es-nicht' }), { registry });
    expect(widgetElement(unknown.container, 'table').textContent).toBe('No store found for name gibt-es-nicht');
    unknown.unmount();
    const empty = renderTree(table({ filter: { fieldSearches: [{ fieldname: 'guest', matcher: 'equals', value: 'Niemand' }] } }), { registry });
    await waitFor(() => expect(widgetElement(empty.container, 'table').textContent).toBe('Keine Daten gefunden'));
  });

  it('without columns shows the fields of the records', async () => {
    const { container } = renderTree(table({ columns: [] }), { registry });
    await waitFor(() => expect(container.querySelectorAll('th')).toHaveLength(5));
    expect([...container.querySelectorAll('th')].map((th) => th.dataset.column)).toEqual(['city', 'guest', 'nights', 'paid', 'id']);
  });

  it('scrolls instead of paging: draws only the rows in view and loads more on the way down', async () => {
    // jsdom lays nothing out: the scrolling frame says it is 500px high, as the browser would.
    const height = vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(500);
    onTestFinished(() => height.mockRestore());
    const { container } = renderTree(table({ mode: 'scroll' }), { registry });
    await waitFor(() => expect(container.querySelector('[data-testid=data-table-count]')!.textContent).toBe('23 von 23 geladen'));
    const drawn = container.querySelectorAll('[data-testid=data-row]').length;
    expect(drawn).toBeGreaterThan(0);
    expect(drawn).toBeLessThan(23);
    expect(container.querySelector('[data-testid=table-pager]')).toBeNull();
  });
});
