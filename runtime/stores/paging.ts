import { useState } from 'react';

/**
 * Client-side paging over a loaded list (the product list: `count` items per page, a pager). The page goes back to 1
 * whenever `resetKey` changes (a new search) and never points past the last page when the list shrinks.
 */
export type PagerMode = 'never' | 'always' | 'auto';

export interface Paging {
  /** 1-based. */
  page: number;
  pageCount: number;
  setPage(page: number): void;
  /** The items of the current page. */
  slice<T>(items: readonly T[]): T[];
}

export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)));
}

export function usePaging(total: number, pageSize: number, resetKey: unknown = null): Paging {
  const [state, setState] = useState({ page: 1, resetKey });
  // A new search starts on page 1 (state derived from a prop change, without an extra effect pass).
  if (state.resetKey !== resetKey) setState({ page: 1, resetKey });
  const pageCount = pageCountOf(total, pageSize);
  // A list that shrank below the current page shows its last page.
  const page = Math.min(state.page, pageCount);
  return {
    page,
    pageCount,
    setPage: (next) => setState((s) => ({ ...s, page: Math.min(Math.max(1, Math.round(next)), pageCount) })),
    slice: (items) => items.slice((page - 1) * pageSize, page * pageSize),
  };
}

/** Whether a pager shows: never, always, or (auto) only when there is more than one page. */
export function showsPager(mode: PagerMode, pageCount: number): boolean {
  return mode === 'always' || (mode === 'auto' && pageCount > 1);
}
