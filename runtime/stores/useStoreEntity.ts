import { useQuery } from '@tanstack/react-query';
import { storeDefinition } from './definitions';
import type { StoreStatus } from './useStore';

/**
 * One entity of a named store by id (StoreProperty, StoreHtml, KeyValueTable). Cached under the store's key, so a
 * write through the store loads it again; without an id it stays idle ('loading' is never shown for nothing).
 */
export interface StoreEntity<T> {
  name: string;
  status: StoreStatus | 'idle';
  entity: T | undefined;
  error: unknown;
}

export function useStoreEntity<T = Record<string, unknown>>(name: string | undefined | null, id: string | undefined | null): StoreEntity<T> {
  const definition = storeDefinition(name);
  const wanted = id?.trim() || '';
  const query = useQuery({
    queryKey: ['store', definition?.name ?? name ?? '', 'entity', wanted],
    queryFn: () => definition!.get(wanted) as Promise<T>,
    enabled: !!definition && wanted !== '',
    staleTime: Infinity,
  });
  if (!definition) return { name: name ?? '', status: 'unknown', entity: undefined, error: null };
  if (!wanted) return { name: definition.name, status: 'idle', entity: undefined, error: null };
  return { name: definition.name, status: query.isError ? 'error' : query.data ? 'success' : 'loading', entity: query.data, error: query.error };
}
