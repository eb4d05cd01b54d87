// @vitest-environment jsdom
import { act, cleanup, render, renderHook } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { initI18n } from '../i18n';
import { pageCountOf, showsPager, STORES, StoreState, usePaging, useStore } from '.';

afterEach(cleanup);

describe('named stores', () => {
  it('load with the page size and sort of the spec', () => {
    expect(STORES.products.query).toEqual({ page: 1, size: 100, sort: '-id' });
    expect(STORES.counters.query).toEqual({ size: 100, sort: 'name' });
    expect(STORES.corporations.query).toEqual({ size: 100, sort: 'name' });
  });

  it('an unknown store name is a configuration problem, shown as the configure notice', () => {
    initI18n('de_de');
    const client = new QueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
    const { result } = renderHook(() => useStore('gibt-es-nicht'), { wrapper });
    expect(result.current.status).toBe('unknown');
    const { container } = render(<StoreState result={result.current}>Inhalt</StoreState>);
    expect(container.querySelector('[data-testid=configure-notice]')!.textContent).toBe('Bitte konfigurieren Sie das Widget!');
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
