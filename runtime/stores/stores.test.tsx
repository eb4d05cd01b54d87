// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { pageCountOf, showsPager, storeDefinition, STORES, StoreState, usePaging, useStore } from '.';

afterEach(cleanup);

describe('named stores', () => {
  it('load with the page size and sort of the spec', () => {
    expect(STORES.products.query).toEqual({ page: 1, size: 100, sort: '-id' });
    expect(STORES.counters.query).toEqual({ size: 100, sort: 'name' });
    expect(STORES.corporations.query).toEqual({ size: 100, sort: 'name' });
  });

  it('no store named is a configuration problem; a name no store has says so, naming it', () => {
    initI18n('de_de');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const none = renderHook(() => useStore(''), { wrapper }).result.current;
    expect(none.status).toBe('unknown');
    const empty = render(<StoreState result={none}>Inhalt</StoreState>);
    expect(empty.container.querySelector('[data-testid=configure-notice]')!.textContent).toBe('Bitte konfigurieren Sie das Widget!');
    const unknown = renderHook(() => useStore('gibt-es-nicht'), { wrapper }).result.current;
    expect(unknown.status).toBe('unknown');
    const named = render(<StoreState result={unknown}>Inhalt</StoreState>);
    expect(named.container.querySelector('[data-testid=widget-error]')!.textContent).toBe('No store found for name gibt-es-nicht');
  });

  it('has one store per standard resource and one per data type path', () => {
    for (const name of ['products', 'pricezones', 'counters', 'corporations', 'orders', 'users', 'roles', 'tasks', 'datatypes']) {
      expect(storeDefinition(name)?.name).toBe(name);
    }
    expect(storeDefinition('data/events')).toMatchObject({ name: 'data/events', dataType: 'events', query: { page: 1, size: 10, sort: '-id' } });
    expect(storeDefinition('data/events')).toBe(storeDefinition('data/events'));
    expect(storeDefinition('data/Bad Path')).toBeUndefined();
    expect(storeDefinition('toString')).toBeUndefined();
  });
});

describe('paging', () => {
  it('counts pages and decides when the pager shows', () => {
    expect([pageCountOf(0, 6), pageCountOf(6, 6), pageCountOf(7, 6), pageCountOf(30, 6)]).toEqual([1, 1, 2, 5]);
    expect([showsPager('never', 5), showsPager('always', 1), showsPager('auto', 1), showsPager('auto', 2)]).toEqual([false, true, false, true]);
  });

  it('moves within the pages, slices the items and starts again on page 1 for a new search', () => {
    const items = Array.from({ length: 14 }, (_, i) => i);
    const { result, rerender } = renderHook(({ total, key }) => usePaging(total, 6, key), { initialProps: { total: 14, key: 'a' } });
    expect(result.current.slice(items)).toEqual([0, 1, 2, 3, 4, 5]);
    act(() => result.current.setPage(3));
    expect(result.current.slice(items)).toEqual([12, 13]);
    act(() => result.current.setPage(9));
    expect(result.current.page).toBe(3);
    rerender({ total: 8, key: 'a' }); // the list shrank: the last page that exists
    expect(result.current.page).toBe(2);
    rerender({ total: 14, key: 'b' });
    expect(result.current.page).toBe(1);
  });
});
