// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { createDataType, dataRecordsApi } from '../../api/resources';
import type { SocketConnection, WidgetNode } from '../../../model/document/types';
import { startStoreTestServer, type StoreTestServer } from '../../testing/storeTestServer';
import { renderTree, widgetElement } from '../../testing/renderTree';
import type { AppNavigation } from '../../app/navigation';

// The search widgets against the real server (every store-backed test of the search inputs lives here): a data
// type of four people, a list and a Count on the same page that narrow as the search changes.
const registry = createBuiltinRegistry();
let server: StoreTestServer;
const ids: Record<string, string> = {};

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await createDataType({ path: 'people', schema: { type: 'object', properties: { name: { type: 'string' }, city: { type: 'string' }, amount: { type: 'number' }, paid: { type: 'boolean' } } } });
  await createDataType({ path: 'picks', schema: { type: 'object', properties: { person: { type: 'string' } }, required: ['person'] } });
  for (const [name, city, amount, paid] of [['Ada', 'Bern', 10, true], ['Ben', 'Basel', 20, false], ['Cleo', 'Bern', 30, false], ['Dora', 'Zürich', 40, true]] as const) {
    const record = await dataRecordsApi('people').createDataRecord({ name, city, amount, paid });
    ids[name] = record.id;
  }
}, 120_000);
afterAll(async () => server?.stop());
afterEach(cleanup);

/** The search widget `s`, a DataList and a Count of people filtered by the search's value, its results in the context. */
function pageWith(search: WidgetNode, through: 'socket' | 'context' = 'socket') {
  const root: WidgetNode = {
    id: 'root', type: 'Container', settings: {}, slots: {
      children: [search, { id: 'list', type: 'DataList', settings: { dataType: 'people', properties: [{ property: 'name', label: 'Name' }] } }, { id: 'count', type: 'Count', settings: { count: 'people' } }],
    },
  };
  const filterFrom = through === 'socket' ? { widgetId: 's', socket: 'value' } : { widgetId: '$context', socket: 'q' };
  const connections: SocketConnection[] = [
    { id: 'a', from: filterFrom, to: { widgetId: 'list', socket: 'filter' } },
    { id: 'b', from: filterFrom, to: { widgetId: 'count', socket: 'filter' } },
    { id: 'c', from: { widgetId: 's', socket: 'results' }, to: { widgetId: '$context', socket: 'results' } },
  ];
  const page = renderTree(root, { registry, connections });
  return {
    ...page,
    count: () => widgetElement(page.container, 'count').querySelector('[data-testid=count-value]')?.textContent,
    names: () => within(widgetElement(page.container, 'list')).queryAllByTestId('list-item').map((item) => item.querySelector('dd')?.textContent).sort(),
    results: () => ((page.engine.getContext('results') as { name: string }[] | undefined) ?? []).map((record) => record.name).sort(),
  };
}

describe('search widgets on a page', () => {
  it('TextSearch searches the store with the text and narrows a list and a Count through the context variable', async () => {
    const page = pageWith({ id: 's', type: 'TextSearch', settings: { store: 'data/people', label: 'Suche', contextProperty: 'q' } }, 'context');
    await waitFor(() => expect(page.count()).toBe('4'));
    await waitFor(() => expect(page.results()).toEqual(['Ada', 'Ben', 'Cleo', 'Dora']));
    expect(screen.getByTestId('search-result-count').textContent).toBe('4 Treffer');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'bern' } });
    await waitFor(() => expect(page.count()).toBe('2'));
    await waitFor(() => expect(page.names()).toEqual(['Ada', 'Cleo']));
    await waitFor(() => expect(page.results()).toEqual(['Ada', 'Cleo']));
    expect(screen.getByTestId('search-result-count').textContent).toBe('2 Treffer');
  });

  it('StoreSearch looks for any word in the searchable fields of a generic type, ignoring case', async () => {
    const page = pageWith({ id: 's', type: 'StoreSearch', settings: { store: 'data/people', label: 'Suche', operationMode: 'search' } });
    await waitFor(() => expect(page.results()).toHaveLength(4));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'ADA basel' } });
    await waitFor(() => expect(page.results()).toEqual(['Ada', 'Ben']));
    await waitFor(() => expect(page.count()).toBe('2'));
    await waitFor(() => expect(page.names()).toEqual(['Ada', 'Ben']));
  });

  it('StoreSearch runs an advanced query, with a foreign id chosen from another store', async () => {
    const page = pageWith({ id: 's', type: 'StoreSearch', settings: {
      store: 'data/people', operationMode: 'search', initialMode: 'advanced',
      filterNames: [{ value: 'amount', label: 'Betrag', dataType: 'number' }, { value: 'id', label: 'Person', dataType: 'foreignId', storeName: 'data/people', storeDisplayProperty: 'name' }],
    } });
    fireEvent.change(screen.getByLabelText('Vergleich'), { target: { value: 'greaterThanOrEquals' } });
    fireEvent.change(screen.getByLabelText('Wert'), { target: { value: '30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(page.results()).toEqual(['Cleo', 'Dora']));
    await waitFor(() => expect(page.count()).toBe('2'));
    fireEvent.change(screen.getByLabelText('Feld'), { target: { value: 'id' } });
    const person = screen.getByLabelText('Wert') as HTMLSelectElement;
    await waitFor(() => expect(within(person).queryByRole('option', { name: 'Ben' })).not.toBeNull());
    fireEvent.change(person, { target: { value: within(person).getByRole('option', { name: 'Ben' }).getAttribute('value') } });
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(page.results()).toEqual(['Ben']));
    await waitFor(() => expect(page.names()).toEqual(['Ben']));
  });

  it('FilterBar drives the store search and the list with all its filled-in entries', async () => {
    const page = pageWith({ id: 's', type: 'FilterBar', settings: {
      store: 'data/people',
      filters: [{ label: 'Ort', property: 'city', type: 'string' }, { label: 'Bezahlt', property: 'paid', type: 'boolean' }],
    } });
    await waitFor(() => expect(page.results()).toHaveLength(4));
    fireEvent.change(screen.getByLabelText('Ort'), { target: { value: 'ber' } });
    await waitFor(() => expect(page.count()).toBe('2'));
    fireEvent.change(screen.getByLabelText('Bezahlt'), { target: { value: '1' } });
    await waitFor(() => expect(page.results()).toEqual(['Cleo']));
    await waitFor(() => expect(page.names()).toEqual(['Cleo']));
    await waitFor(() => expect(page.count()).toBe('1'));
  });

  it('StoreSelect offers the records by name inside a Form, which stores the chosen id', async () => {
    const form: WidgetNode = { id: 'f', type: 'Form', settings: { dataType: 'picks' }, slots: { children: [
      { id: 'w', type: 'StoreSelect', settings: { label: 'Person', name: 'person', store: 'data/people', displayProperty: 'name', required: true } },
    ] } };
    renderTree(form, { registry });
    const select = screen.getByRole('combobox', { name: /Person/ }) as HTMLSelectElement;
    await waitFor(() => expect(within(select).getAllByRole('option').map((option) => option.textContent).sort()).toEqual(['', 'Ada', 'Ben', 'Cleo', 'Dora']));
    fireEvent.change(select, { target: { value: within(select).getByRole('option', { name: 'Dora' }).getAttribute('value') } });
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Absenden' })));
    await waitFor(async () => {
      const stored = await dataRecordsApi('picks').getDataRecords({ size: 10 });
      expect(stored.elements.map((record) => (record as { person?: string }).person)).toEqual([ids.Dora]);
    });
  });

  it('a FormToUrl array property naming a store is a multiple StoreSelect: the chosen records\' ids go into the page address', async () => {
    const visits: string[] = [];
    const navigation: AppNavigation = { basePath: '', path: 'list', params: {}, query: new URLSearchParams(), navigate: (to) => void visits.push(to) };
    const schema = { type: 'object', properties: { who: { type: 'array', items: { type: 'string' }, title: 'Personen', store: 'data/people', storeDisplayProperty: 'name' } } };
    renderTree({ id: 'f', type: 'FormToUrl', settings: { schema, mode: 'query', buttonText: 'Filtern' } }, { registry, navigation });
    const picker = screen.getByLabelText('Personen');
    fireEvent.click(picker);
    await waitFor(() => expect(screen.getByRole('group', { name: 'Personen' }).textContent).toContain('Dora'));
    fireEvent.click(screen.getByLabelText('Cleo'));
    fireEvent.click(screen.getByLabelText('Ada'));
    expect(picker.textContent).toBe('Cleo, Ada');
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Filtern' })));
    expect(visits).toEqual([`/list?who=${ids.Cleo}%2C${ids.Ada}`]);
  });
});

