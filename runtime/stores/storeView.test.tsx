// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDataType } from '../api/resources';
import { dataRecordsApi } from '../api/resources';
import { countRequests, startStoreTestServer, type StoreTestServer } from '../testing/storeTestServer';
import { useStoreScroll, useStoreView, useStoreWrites } from '.';

// A data type's store against the real server: server-side paging, sort, filters, free text, reload after writes.
let server: StoreTestServer;

beforeAll(async () => {
  server = await startStoreTestServer();
  await server.loginAsAdmin();
  await createDataType({ path: 'bookings', schema: { type: 'object', properties: { guest: { type: 'string' }, city: { type: 'string' }, nights: { type: 'integer' } }, required: ['guest'] } });
  const cities = ['Bern', 'Basel', 'Zürich'];
  for (let i = 1; i <= 23; i++) await dataRecordsApi('bookings').createDataRecord({ guest: `Gast ${i}`, city: cities[i % 3], nights: i });
}, 120_000);
afterAll(async () => server?.stop());

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const guests = (elements: Record<string, unknown>[]) => elements.map((e) => e.guest);

describe('the store of a data type', () => {
  it('pages on the server, 10 per page by default, newest first; sort and page size change and start on page 1', async () => {
    const { result } = renderHook(() => useStoreView('data/bookings'), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.result.status).toBe('success'));
    expect(result.current.pageSize).toBe(10);
    expect(result.current.result.total).toBe(23);
    expect(result.current.pageCount).toBe(3);
    expect(guests(result.current.result.elements)).toEqual(Array.from({ length: 10 }, (_, i) => `Gast ${23 - i}`));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(guests(result.current.result.elements)).toEqual(['Gast 3', 'Gast 2', 'Gast 1']));
    act(() => result.current.setSort('nights'));
    await waitFor(() => expect(guests(result.current.result.elements).slice(0, 2)).toEqual(['Gast 1', 'Gast 2']));
    expect(result.current.page).toBe(1);
    act(() => result.current.setPageSize(25));
    await waitFor(() => expect(result.current.result.elements).toHaveLength(23));
    expect(result.current.pageCount).toBe(1);
  });

  it('filters from inputs and context and free text narrow the search', async () => {
    const { result, rerender } = renderHook(({ filters, text }) => useStoreView('data/bookings', { filters, text, sort: 'nights' }), {
      wrapper: wrapper(), initialProps: { filters: [{ city: 'Bern' }] as unknown[], text: '' },
    });
    await waitFor(() => expect(result.current.result.total).toBe(7)); // Bern: every third booking, 3 to 21
    rerender({ filters: [{ city: 'Bern' }, { fieldname: 'nights', type: 'number', matcher: 'greaterThan', value: 15 }], text: '' });
    await waitFor(() => expect(guests(result.current.result.elements)).toEqual(['Gast 18', 'Gast 21']));
    rerender({ filters: [{ city: '' }], text: 'Gast 2' });
    await waitFor(() => expect(result.current.result.total).toBe(6)); // every word must occur: Gast 2, 12, 20, 21, 22, 23
  });

  it('loads again after a write through the store, and a failed write rejects with the field', async () => {
    const requests = countRequests();
    try {
      const { result } = renderHook(() => ({ view: useStoreView('data/bookings', { filters: [{ city: 'Genf' }] }), writes: useStoreWrites('data/bookings') }), { wrapper: wrapper() });
      await waitFor(() => expect(result.current.view.result.status).toBe('success'));
      expect(result.current.view.result.total).toBe(0);
      await act(() => result.current.writes.create({ guest: 'Neu', city: 'Genf', nights: 2 }));
      await waitFor(() => expect(guests(result.current.view.result.elements)).toEqual(['Neu']));
      const created = result.current.view.result.elements[0] as { id: string };
      await act(() => result.current.writes.update(created.id, { guest: 'Neu geändert' }));
      await waitFor(() => expect(guests(result.current.view.result.elements)).toEqual(['Neu geändert']));
      await expect(result.current.writes.create({ city: 'Genf' })).rejects.toMatchObject({ status: 400, details: [{ field: 'guest' }] });
      await act(() => result.current.writes.remove(created.id));
      await waitFor(() => expect(result.current.view.result.total).toBe(0));
      expect(requests.count('POST', /\/api\/data\/bookings\/search$/)).toBe(4);
    } finally {
      requests.restore();
    }
  });

  it('scrolls through every record in chunks: more load when asked, until all are there', async () => {
    const { result } = renderHook(() => useStoreScroll('data/bookings', { chunk: 10, sort: 'nights' }), { wrapper: wrapper() });
    await waitFor(() => expect(result.current.elements).toHaveLength(10));
    expect([result.current.total, result.current.hasMore]).toEqual([23, true]);
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.elements).toHaveLength(20));
    act(() => result.current.loadMore());
    await waitFor(() => expect(result.current.elements).toHaveLength(23));
    expect(result.current.hasMore).toBe(false);
    expect(guests(result.current.elements).slice(0, 3)).toEqual(['Gast 1', 'Gast 2', 'Gast 3']);
  });
});
