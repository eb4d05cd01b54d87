import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchRequest } from '../../model/api/schemas/common';
import { storeDefinition } from './definitions';
import { useConfiguredQuery } from './configuredQuery';

/**
 * One named store as widgets see it: loading, failed, loaded (elements and the server's total) or unknown (no
 * store of that name: the widget says so). Without `search` and `text` the store's default query runs; with
 * either, the store's search call (same cache rules, keyed by the request and the text).
 *
 * A store loads only once, when it is not yet loaded: the data never goes stale by itself, so a second widget or
 * a remount reuses it; `refetch`, a write through the store (useStoreWrites) or an invalidation of
 * ['store', name] loads it again.
 */
export type StoreStatus = 'unknown' | 'loading' | 'error' | 'success';

export interface StoreResult<T> {
  /** The name the widget asked for (shown when no store has it). */
  name: string;
  status: StoreStatus;
  elements: T[];
  total: number;
  error: unknown;
  /** A newer request is on its way while the previous answer is shown. */
  fetching: boolean;
  refetch(): void;
}

export interface UseStoreOptions {
  /** A search request instead of the default query; null or undefined uses the default query. */
  search?: SearchRequest | null;
  /** Free text over the store's searchable fields (the API's `search` option), with or without `search`. */
  text?: string | null;
  /** False keeps the store idle (e.g. until a required input arrives). */
  enabled?: boolean;
}

const NOTHING: never[] = [];

export function storeQueryKey(name: string, search?: SearchRequest | null, text?: string | null): unknown[] {
  if (!search && !text) return ['store', name, 'list'];
  return text ? ['store', name, 'search', search ?? {}, text] : ['store', name, 'search', search];
}

export function useStore<T = Record<string, unknown>>(name: string | undefined | null, options: UseStoreOptions = {}): StoreResult<T> {
  const definition = storeDefinition(name);
  // A StoreConfigurator's choice (configuredQuery.ts): its text narrows every read, its sort and size replace
  // the default query (a caller's own search request keeps its sort and size).
  const configured = useConfiguredQuery(definition?.name);
  const configuredPaging = configured.sort || configured.size ? { ...(configured.sort ? { sort: configured.sort } : {}), ...(configured.size ? { size: configured.size } : {}) } : null;
  const search = options.search ?? configuredPaging;
  const text = [options.text?.trim(), configured.text].filter(Boolean).join(' ') || null;
  const query = useQuery({
    queryKey: storeQueryKey(name ?? '', search, text),
    queryFn: () => (search || text
      ? definition!.search({ ...definition!.query, ...search }, text ?? undefined)
      : definition!.list(definition!.query)),
    enabled: !!definition && options.enabled !== false,
    staleTime: Infinity,
    // A new search keeps showing the previous result until its answer arrives (no flicker while typing).
    placeholderData: keepPreviousData,
  });
  if (!definition) return { name: name ?? '', status: 'unknown', elements: NOTHING, total: 0, error: null, fetching: false, refetch: () => {} };
  const page = query.data;
  const status: StoreStatus = query.isError ? 'error' : page ? 'success' : 'loading';
  return {
    name: definition.name,
    status,
    elements: (page?.elements as T[] | undefined) ?? NOTHING,
    total: page?.totalElements ?? 0,
    error: query.error,
    fetching: query.isFetching,
    refetch: () => void query.refetch(),
  };
}
