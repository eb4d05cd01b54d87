import { useMemo, useState } from 'react';
import { DEFAULT_DATA_PAGE_SIZE, storeDefinition } from './definitions';
import { useConfiguredQuery } from './configuredQuery';
import { searchText, storeSearchRequest } from './filters';
import { pageCountOf } from './paging';
import { useStore, type StoreResult } from './useStore';

/**
 * A page of a store as data views show it: the server pages, sorts and filters (one search request per page), the
 * view keeps which page, page size and sort the user chose. A new filter, text, size or sort starts again on page 1.
 * Sort is a field name, `-field` for descending, or undefined for the store's default order.
 */
export interface StoreViewOptions {
  /** Filters from settings, inputs and page context (filters.ts says what each may be). */
  filters?: readonly unknown[];
  /** Free text over the store's searchable fields. */
  text?: string | null;
  pageSize?: number;
  /** The sort a view starts with (a field, `-field` descending). */
  sort?: string;
  enabled?: boolean;
}

export interface StoreView<T> {
  result: StoreResult<T>;
  page: number;
  pageCount: number;
  pageSize: number;
  sort: string | undefined;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSort(sort: string | undefined): void;
}

export function useStoreView<T = Record<string, unknown>>(name: string | undefined | null, options: StoreViewOptions = {}): StoreView<T> {
  const filtersKey = JSON.stringify(options.filters ?? []);
  const text = searchText(options.filters ?? [], options.text);
  const [chosen, setChosen] = useState<{ page: number; size?: number; sort?: string; key: string }>({ page: 1, key: '' });
  // The view's own choice first, then a StoreConfigurator's (configuredQuery.ts), then the widget's settings.
  const configured = useConfiguredQuery(storeDefinition(name)?.name);
  const pageSize = chosen.size ?? configured.size ?? options.pageSize ?? DEFAULT_DATA_PAGE_SIZE;
  const sort = 'sort' in chosen ? chosen.sort : configured.sort ?? options.sort;
  const key = JSON.stringify([filtersKey, text, pageSize, sort]);
  // Another filter, text, size or sort: back to the first page (derived from props, without an extra effect pass).
  if (chosen.key !== key) setChosen((state) => ({ ...state, page: 1, key }));
  const page = chosen.key === key ? chosen.page : 1;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one request object per distinct filter, page, size and sort
  const search = useMemo(() => storeSearchRequest(options.filters ?? [], { page, size: pageSize, sort }), [filtersKey, page, pageSize, sort]);
  const result = useStore<T>(name, { search, text, enabled: options.enabled });
  const pageCount = pageCountOf(result.total, pageSize);
  return {
    result,
    page,
    pageCount,
    pageSize,
    sort,
    setPage: (next) => setChosen((state) => ({ ...state, page: Math.max(1, Math.round(next)) })),
    setPageSize: (size) => setChosen((state) => ({ ...state, size })),
    setSort: (next) => setChosen((state) => ({ ...state, sort: next })),
  };
}
