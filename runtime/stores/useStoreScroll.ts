import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { storeDefinition } from './definitions';
import { searchText, storeSearchRequest } from './filters';
import type { StoreResult, StoreStatus } from './useStore';

/**
 * Every record of a store for views that scroll instead of paging: the records load in chunks (100 by
 * default, the largest page the data tables offer) as the view asks for more, through the store's search with the
 * same filters, text and sort as a paged view. Writes through the store reload it like every other query of the
 * store (the key starts with ['store', name]).
 */
export interface StoreScroll<T> extends StoreResult<T> {
  /** More records than loaded exist. */
  hasMore: boolean;
  /** Loads the next chunk (nothing while one is on its way). */
  loadMore(): void;
}

export interface StoreScrollOptions {
  filters?: readonly unknown[];
  text?: string | null;
  sort?: string;
  chunk?: number;
  enabled?: boolean;
}

const NOTHING: never[] = [];

export function useStoreScroll<T = Record<string, unknown>>(name: string | undefined | null, options: StoreScrollOptions = {}): StoreScroll<T> {
  const definition = storeDefinition(name);
  const chunk = options.chunk ?? 100;
  const text = searchText(options.filters ?? [], options.text) || undefined;
  const filtersKey = JSON.stringify(options.filters ?? []);
  const query = useInfiniteQuery({
    queryKey: ['store', definition?.name ?? name ?? '', 'scroll', filtersKey, text ?? '', options.sort ?? '', chunk],
    queryFn: ({ pageParam }) => definition!.search(storeSearchRequest(options.filters ?? [], { page: pageParam, size: chunk, sort: options.sort }), text),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => (pages.length * chunk < last.totalElements ? pages.length + 1 : undefined),
    enabled: !!definition && options.enabled !== false,
    staleTime: Infinity,
  });
  const pages = query.data?.pages;
  const elements = useMemo(() => (pages ? (pages.flatMap((page) => page.elements) as T[]) : NOTHING), [pages]);
  if (!definition) {
    return { name: name ?? '', status: 'unknown', elements: NOTHING, total: 0, error: null, fetching: false, refetch: () => {}, hasMore: false, loadMore: () => {} };
  }
  const status: StoreStatus = query.isError ? 'error' : pages ? 'success' : 'loading';
  return {
    name: definition.name,
    status,
    elements,
    total: pages?.[pages.length - 1]?.totalElements ?? 0,
    error: query.error,
    fetching: query.isFetching,
    refetch: () => void query.refetch(),
    hasMore: !!query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
    },
  };
}
