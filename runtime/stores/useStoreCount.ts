import { useQuery } from '@tanstack/react-query';
import { getDataSum } from '../api/calls';
import { storeDefinition } from './definitions';
import { searchText, storeSearchRequest } from './filters';
import type { StoreStatus } from './useStore';

/**
 * How many records of a store a search finds, or (with `sum`) the sum of a numeric property over them. Counts
 * run the store's search for one record and read its total; sums exist for data types only (getDataSum), so a
 * sum over another store fails with `SumNotSupported`. Cached under the store's key: writes reload it.
 */
export class SumNotSupported extends Error {
  constructor(readonly store: string) {
    super(`Store ${store} cannot be summed`);
    this.name = 'SumNotSupported';
  }
}

export interface StoreCount {
  name: string;
  status: StoreStatus;
  value: number | undefined;
  error: unknown;
}

export function useStoreCount(name: string | undefined | null, options: { filters?: readonly unknown[]; sum?: string; enabled?: boolean } = {}): StoreCount {
  const definition = storeDefinition(name);
  const sum = options.sum?.trim() || '';
  const filtersKey = JSON.stringify(options.filters ?? []);
  const query = useQuery({
    queryKey: ['store', definition?.name ?? name ?? '', sum ? 'sum' : 'count', sum, filtersKey],
    queryFn: async () => {
      const request = storeSearchRequest(options.filters ?? [], { page: 1, size: 1 });
      const text = searchText(options.filters ?? []) || undefined;
      if (!sum) return (await definition!.search(request, text)).totalElements;
      if (!definition!.dataType) throw new SumNotSupported(definition!.name);
      const { page: _page, size: _size, ...search } = request;
      return (await getDataSum(definition!.dataType, sum, search, text)).sum;
    },
    enabled: !!definition && options.enabled !== false,
    staleTime: Infinity,
  });
  if (!definition) return { name: name ?? '', status: 'unknown', value: undefined, error: null };
  return { name: definition.name, status: query.isError ? 'error' : query.data !== undefined ? 'success' : 'loading', value: query.data, error: query.error };
}
