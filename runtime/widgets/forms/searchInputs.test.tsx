// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { renderTree, widgetElement } from '../../testing/renderTree';

// The search and filter widgets without a server: their states, texts, and what they publish.
const registry = createBuiltinRegistry();
afterEach(cleanup);

function renderSearch(type: string, settings: Record<string, unknown>) {
  const page = renderTree({ id: 's', type, settings }, {
    registry,
    connections: [
      { id: 'out', from: { widgetId: 's', socket: 'value' }, to: { widgetId: '$context', socket: 'out' } },
      { id: 'in', from: { widgetId: '$context', socket: 'incoming' }, to: { widgetId: 's', socket: 'query' } },
    ],
  });
  return { ...page, published: () => page.engine.getContext('out'), widget: () => widgetElement(page.container, 's') };
}

describe('TextSearch', () => {
  it('asks to be configured without a store and names a store that does not exist', () => {
    const none = renderSearch('TextSearch', {});
    expect(none.widget().textContent).toBe('Bitte konfigurieren Sie das Widget!');
    cleanup();
    const unknown = renderSearch('TextSearch', { store: 'nope' });
    expect(unknown.widget().textContent).toBe('No store found for name nope');
  });
});

describe('StoreSelect', () => {
  it('says the store is not registered when none is named or the name is unknown', () => {
    renderSearch('StoreSelect', { label: 'Kunde' });
    expect(screen.getByRole('alert').textContent).toBe('Store not registered');
    cleanup();
    renderSearch('StoreSelect', { store: 'nope' });
    expect(screen.getByRole('alert').textContent).toBe('Store not registered');
  });
});

describe('StoreSearch', () => {
  const fields = [
    { value: 'name', label: 'Name', dataType: 'string' },
    { value: 'amount', label: 'Betrag', dataType: 'number' },
  ];

  it('publishes the typed text in simple mode once typing pauses, and nothing for empty text', async () => {
    const { published } = renderSearch('StoreSearch', { label: 'Suche', contextProperty: 'q' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: 'Ada  ' } });
    expect(published()).toBeUndefined();
    await waitFor(() => expect(published()).toBe('Ada'));
    fireEvent.change(screen.getByRole('searchbox', { name: 'Suche' }), { target: { value: '' } });
    await waitFor(() => expect(published()).toBeUndefined());
  });

  it('builds an advanced query from conditions, joined as the user switches, on Suchen', async () => {
    const { published } = renderSearch('StoreSearch', { initialMode: 'advanced', filterNames: fields });
    expect(screen.getByRole('button', { name: 'Erweiterte Suche' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.change(screen.getByLabelText('Wert'), { target: { value: 'Ada' } });
    fireEvent.click(screen.getByRole('button', { name: 'Bedingung hinzufügen' }));
    const fieldsSelects = screen.getAllByLabelText('Feld');
    fireEvent.change(fieldsSelects[1]!, { target: { value: 'amount' } });
    fireEvent.change(screen.getAllByLabelText('Vergleich')[1]!, { target: { value: 'greaterThan' } });
    fireEvent.change(screen.getAllByLabelText('Wert')[1]!, { target: { value: '10' } });
    fireEvent.click(screen.getByLabelText('Eine der Bedingungen (oder)'));
    expect(published()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(published()).toEqual({
      logicalOperator: 'or',
      fieldSearches: [
        { type: 'string', fieldname: 'name', matcher: 'includes', caseSensitive: false, value: 'Ada' },
        { type: 'number', fieldname: 'amount', matcher: 'greaterThan', value: 10 },
      ],
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Bedingung 1 entfernen' }));
    expect(screen.getAllByTestId('search-condition')).toHaveLength(1);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Bedingung hinzufügen' }));
  });

  it('has no switcher with a fixed operator, and no advanced mode unless offered', () => {
    renderSearch('StoreSearch', { initialMode: 'advanced', filterNames: fields, fixedAdvancedSearchLogicalOperator: 'or' });
    expect(screen.queryByText('Verknüpfung')).toBeNull();
    cleanup();
    renderSearch('StoreSearch', { initialMode: 'advanced', advancedMode: false, filterNames: fields, label: 'Suche' });
    expect(screen.queryByRole('button', { name: 'Erweiterte Suche' })).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Suche' })).toBeTruthy();
    cleanup();
    renderSearch('StoreSearch', { initialMode: 'advanced' });
    expect(screen.getByRole('note').textContent).toBe('Für die erweiterte Suche sind keine Felder konfiguriert.');
  });

  it('shows and runs a usable incoming query, and says when one is unusable', async () => {
    const { engine, published } = renderSearch('StoreSearch', { filterNames: fields });
    act(() => engine.setContext('incoming', { fieldSearches: [{ fieldname: 'price', matcher: 'equals', value: 1 }] }));
    expect(await screen.findByText('Unusable search query')).toBeTruthy();
    const query = { logicalOperator: 'and', fieldSearches: [{ type: 'number', fieldname: 'amount', matcher: 'lessThan', value: 5 }] };
    act(() => engine.setContext('incoming', query));
    await waitFor(() => expect(published()).toEqual(query));
    expect(screen.queryByText('Unusable search query')).toBeNull();
    expect((screen.getByLabelText('Vergleich') as HTMLSelectElement).value).toBe('lessThan');
    expect((screen.getByLabelText('Wert') as HTMLInputElement).value).toBe('5');
  });

  it('only shows an incoming query when it may not load on input', async () => {
    const { engine, published } = renderSearch('StoreSearch', { filterNames: fields, isAllowedToLoadOnInput: false });
    act(() => engine.setContext('incoming', { fieldSearches: [{ type: 'string', fieldname: 'name', matcher: 'equals', value: 'Ada' }] }));
    await waitFor(() => expect((screen.getByLabelText('Wert') as HTMLInputElement).value).toBe('Ada'));
    expect(published()).toBeUndefined();
    fireEvent.click(screen.getByRole('button', { name: 'Suchen' }));
    await waitFor(() => expect(published()).toEqual({ logicalOperator: 'and', fieldSearches: [{ type: 'string', fieldname: 'name', matcher: 'equals', caseSensitive: false, value: 'Ada' }] }));
  });
});

describe('FilterBar', () => {
  it('asks to be configured without filters', () => {
    const { widget } = renderSearch('FilterBar', {});
    expect(widget().textContent).toBe('Bitte konfigurieren Sie das Widget!');
  });

  it('publishes one query of the filled-in entries after typing pauses', async () => {
    const { published, engine } = renderSearch('FilterBar', {
      contextProperty: 'filters',
      filters: [{ label: 'Kunde', property: 'customer', type: 'string' }, { label: 'Bezahlt', property: 'paid', type: 'boolean' }, { label: 'Betrag', property: 'amount', type: 'number' }],
    });
    fireEvent.change(screen.getByLabelText('Kunde'), { target: { value: 'an' } });
    fireEvent.change(screen.getByLabelText('Bezahlt'), { target: { value: '0' } });
    expect(published()).toBeUndefined();
    const expected = {
      logicalOperator: 'and',
      fieldSearches: [
        { type: 'string', fieldname: 'customer', matcher: 'includes', caseSensitive: false, value: 'an' },
        { type: 'boolean', fieldname: 'paid', matcher: 'equals', value: true },
      ],
    };
    await waitFor(() => expect(published()).toEqual(expected));
    expect(engine.getContext('filters')).toEqual(expected);
    fireEvent.change(screen.getByLabelText('Kunde'), { target: { value: '' } });
    fireEvent.change(screen.getByLabelText('Bezahlt'), { target: { value: '' } });
    await waitFor(() => expect(published()).toBeUndefined());
  });
});
