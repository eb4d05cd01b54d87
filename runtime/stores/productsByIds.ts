import { useQuery } from '@tanstack/react-query';
import { searchProducts } from '../api/resources';
import type { Product } from '../../model/api/schemas/shop';

/**
 * The products with these ids (the cart's positions name products by id only), loaded with one search
 * (`id` in [...]) and cached per set of ids. A product that no longer exists is simply missing from the map.
 */
export function useProductsByIds(ids: readonly string[]): { products: Map<string, Product>; status: 'loading' | 'error' | 'success'; error: unknown } {
  const unique = [...new Set(ids)].sort();
  const query = useQuery({
    queryKey: ['store', 'products', 'byIds', unique],
    queryFn: () => searchProducts({ fieldSearches: [{ type: 'id', fieldname: 'id', matcher: 'in', value: unique }], page: 1, size: unique.length }),
    enabled: unique.length > 0,
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });
  const products = new Map((query.data?.elements ?? []).map((product) => [product.id, product]));
  if (unique.length === 0) return { products, status: 'success', error: null };
  return { products, status: query.isError ? 'error' : query.data ? 'success' : 'loading', error: query.error };
}
