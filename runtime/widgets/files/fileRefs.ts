import type { SearchRequest } from '../../../model/api/schemas/index.js';

/**
 * What a Files widget's context variable may hold: a list of file ids or addresses, one of them, a comma-separated
 * text, or file objects (`{id}` or `{url}`, as an upload or another widget wrote them). Empty entries and
 * duplicates are dropped; the order is kept.
 */
export function fileRefs(value: unknown): string[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : value == null ? [] : [value];
  const refs = list.map((item) => {
    if (typeof item === 'string') return item.trim();
    if (item && typeof item === 'object') {
      const record = item as Record<string, unknown>;
      return typeof record.id === 'string' ? record.id : typeof record.url === 'string' ? record.url : '';
    }
    return '';
  });
  return [...new Set(refs.filter(Boolean))];
}

/** An address (a path or http(s) url) rather than an id. */
export const isAddress = (ref: string) => ref.includes('/');

/** One search for all references: ids by id, addresses by url (the file records that hold their license). */
export function fileSearch(refs: string[]): SearchRequest {
  const ids = refs.filter((ref) => !isAddress(ref));
  const urls = refs.filter(isAddress);
  return {
    logicalOperator: 'or',
    fieldSearches: [
      ...(ids.length ? [{ type: 'id' as const, fieldname: 'id', matcher: 'in' as const, value: ids }] : []),
      ...(urls.length ? [{ type: 'string' as const, fieldname: 'url', matcher: 'in' as const, value: urls, caseSensitive: true }] : []),
    ],
    size: Math.min(1000, Math.max(1, refs.length * 2)),
  } as SearchRequest;
}
