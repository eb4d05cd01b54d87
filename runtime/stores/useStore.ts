import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchRequest } from '../../model/api/schemas/common';
import { storeDefinition } from './definitions';

/**
 * One named store as widgets see it: loading, failed, loaded (elements and the server's total) or unknown (no
 * store of that name: the widget shows its configure notice). Without `search` the store's default query runs;
 * with one, the store's search call (same cache rules, keyed by the request).
 *
 * Spec 000 section 4: a store loads only once, when it is not yet loaded: the data never goes stale by itself,
 * so a second widget or a remount reuses it; `refetch` or an invalidation of ['store', name] loads it again.
 */
export type StoreStatus = 'unknown' | 'loading' | 'error' | 'success';

export interface StoreResult<T> {
  status: StoreStatus;
  elements: T[];
  total: number;
  error: unknown;
  refetch(): void;
}

export interface UseStoreOptions {
  /** A search request instead of the default query; null or undefined uses the default query. */
  search?: SearchRequest | null;
  /** False keeps the store idle (e.g. until a required input arrives). */
  enabled?: boolean;
}

const NOTHING: never[] = [];

export function storeQueryKey(name: string, search?: SearchRequest | null): unknown[] {
  return search ? ['store', name, 'search', search] : ['store', name, 'list'];
}

export function useStore<T = Record<string, unknown>>(name: string | undefined | null, options: UseStoreOptions = {}): StoreResult<T> {
  const definition = storeDefinition(name);
  const search = options.search ?? null;
  const query = useQuery({
    queryKey: storeQueryKey(name ?? '', search),
    queryFn: () => (search ? definition!.search({ ...search }) : definition!.list(definition!.query)),
    enabled: !!definition && options.enabled !== false,
    staleTime: Infinity,
    // A new search keeps showing the previous result until its answer arrives (no flicker while typing).
    placeholderData: keepPreviousData,
  });
  if (!definition) return { status: 'unknown', elements: NOTHING, total: 0, error: null, refetch: () => {} };
  const page = query.data;
  const status: StoreStatus = query.isError ? 'error' : page ? 'success' : 'loading';
  return {
    status,
    elements: (page?.elements as T[] | undefined) ?? NOTHING,
    total: page?.totalElements ?? 0,
    error: query.error,
    refetch: () => void query.refetch(),
  };
}
