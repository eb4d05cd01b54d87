import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/**
 * Page, size, sort and search of a list screen, kept in the address (?page=2&sort=-title&search=shirt) so the
 * browser's back button and a shared link restore the same view. Changing sort, search or size starts at page 1.
 */
export interface ListParams {
  page: number;
  size: number;
  sort: string;
  search: string;
}

export const PAGE_SIZES = [20, 50, 100] as const;

export function useListParams(defaults: { sort: string; size?: number }) {
  const [params, setParams] = useSearchParams();
  const number = (name: string, fallback: number) => {
    const value = Number(params.get(name));
    return Number.isInteger(value) && value >= 1 ? value : fallback;
  };
  const current: ListParams = {
    page: number('page', 1),
    size: number('size', defaults.size ?? PAGE_SIZES[0]),
    sort: params.get('sort') || defaults.sort,
    search: params.get('search') ?? '',
  };

  const update = useCallback((patch: Partial<ListParams>) => {
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      const resetsPage = 'sort' in patch || 'search' in patch || 'size' in patch;
      for (const [key, value] of Object.entries({ ...(resetsPage ? { page: 1 } : {}), ...patch })) {
        if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
        else next.set(key, String(value));
      }
      return next;
    }, { replace: true });
  }, [setParams]);

  return [current, update] as const;
}

/** Clicking a column: ascending first, then descending, on the same field. */
export function toggledSort(current: string, field: string): string {
  return current === field ? `-${field}` : field;
}
