import { useQuery, type QueryClient } from '@tanstack/react-query';

/**
 * What a StoreConfigurator chose for a named store at run time: free text, sort (a field, `-field` descending)
 * and page size. It is kept in the page's query cache under ['storeQuery', name] (never loaded, never
 * invalidated), so every widget that reads the store through useStore or useStoreView follows it: the text
 * narrows every read of the store, sort and size replace the store's default query, and a data view's own
 * choices (a sort clicked in its header, a size chosen in its pager) still win inside that view.
 */
export interface ConfiguredQuery {
  text?: string;
  sort?: string;
  size?: number;
}

const NOTHING: ConfiguredQuery = Object.freeze({});

export const configuredQueryKey = (name: string) => ['storeQuery', name];

export function useConfiguredQuery(name: string | undefined | null): ConfiguredQuery {
  const query = useQuery({
    queryKey: configuredQueryKey(name ?? ''),
    queryFn: () => NOTHING,
    initialData: NOTHING,
    enabled: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  return query.data ?? NOTHING;
}

/** Sets the configured query of a store (empty values clear their part); every reader of the store follows. */
export function setConfiguredQuery(client: QueryClient, name: string, query: ConfiguredQuery): void {
  const next: ConfiguredQuery = {};
  if (query.text?.trim()) next.text = query.text.trim();
  if (query.sort) next.sort = query.sort;
  if (query.size && Number.isInteger(query.size) && query.size > 0) next.size = Math.min(query.size, 1000);
  client.setQueryData(configuredQueryKey(name), next);
}
