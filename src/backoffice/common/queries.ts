import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { getPriceZones } from '../../../runtime/api';
import type { ListQuery, Page, PriceZone } from '../../../model/api/schemas';
import type { ListParams } from './useListParams';

/**
 * Server data of the back-office through TanStack Query. Keys start with the resource, so a write invalidates
 * every list and item of that resource at once: ['backoffice', 'products', ...].
 */
export const resourceKey = (resource: string) => ['backoffice', resource] as const;

/** One page of a list; the previous page stays on screen while the next one loads (no flicker when paging). */
export function useListPage<T>(resource: string, params: ListParams, fetch: (query: ListQuery) => Promise<Page<T>>, extra: Record<string, unknown> = {}) {
  return useQuery({
    queryKey: [...resourceKey(resource), 'list', params, extra],
    queryFn: () => fetch({ page: params.page, size: params.size, sort: params.sort, search: params.search || undefined }),
    placeholderData: keepPreviousData,
  });
}

/** Every price zone of the tenant, by title (there are few): prices and totals are shown per zone. */
export function usePriceZones() {
  return useQuery({
    queryKey: [...resourceKey('pricezones'), 'all'],
    queryFn: () => getPriceZones({ page: 1, size: 1000, sort: 'title' }),
    select: (page) => page.elements as PriceZone[],
  });
}

/** After a write: refetch what shows that resource. */
export function useInvalidate() {
  const client = useQueryClient();
  return (resource: string) => client.invalidateQueries({ queryKey: resourceKey(resource) });
}
