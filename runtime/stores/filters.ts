import type { FieldSearch, SearchGroup, SearchRequest } from '../../model/api/schemas/common';

/**
 * Filters that feed a store's search. They come from a widget's settings (a saved search query) and from its
 * `filter` input, which may be connected to a form input's `value` output or to a page context variable. Each
 * filter may be:
 * - a search request or group (`{logicalOperator, fieldSearches}`), used as it is;
 * - one field search (`{fieldname, matcher, value, ...}`);
 * - an object of field → value (`{city: 'Bern', active: true}`): text looks for the value inside the field
 *   ignoring case, numbers and booleans must be equal, a list must contain one of its values;
 * - a plain text or number (what a text input holds): free text over the store's searchable fields, every word
 *   must occur (the API's `search` option; filterText collects them), since a bare value names no field;
 * - a list of any of these.
 * Empty values (undefined, null, '', empty lists) filter nothing, so a cleared input shows everything again.
 */
export type Condition = FieldSearch | SearchGroup;

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isEmpty(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '') || (Array.isArray(value) && value.length === 0);
}

function fieldCondition(fieldname: string, value: unknown): Condition | null {
  if (isEmpty(value)) return null;
  if (typeof value === 'string') return { type: 'string', fieldname, matcher: 'includes', value: value.trim() };
  if (typeof value === 'number' && Number.isFinite(value)) return { type: 'number', fieldname, matcher: 'equals', value };
  if (typeof value === 'boolean') return { type: 'boolean', fieldname, matcher: 'equals', value };
  if (Array.isArray(value)) {
    const values = value.filter((v): v is string | number => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)));
    if (values.length === 0) return null;
    return typeof values[0] === 'number'
      ? { type: 'number', fieldname, matcher: 'in', value: values.filter((v) => typeof v === 'number') }
      : { type: 'string', fieldname, matcher: 'in', value: values.map(String) };
  }
  return null;
}

export function filterConditions(filter: unknown): Condition[] {
  if (isEmpty(filter)) return [];
  if (Array.isArray(filter)) return filter.flatMap(filterConditions);
  if (!isObject(filter)) return [];
  // A saved search (the settings' filter) may come without conditions: the property panel writes its
  // `logicalOperator` alone. It is a group, never a field → value object.
  if (Array.isArray(filter.fieldSearches) || (filter.fieldSearches === undefined && 'logicalOperator' in filter)) {
    const inner = ((filter.fieldSearches ?? []) as unknown[]).flatMap(filterConditions);
    if (inner.length === 0) return [];
    return [{ logicalOperator: filter.logicalOperator === 'or' ? 'or' : 'and', fieldSearches: inner }];
  }
  if (typeof filter.fieldname === 'string' && typeof filter.matcher === 'string') {
    return isEmpty(filter.value) ? [] : [filter as unknown as FieldSearch];
  }
  return Object.entries(filter).flatMap(([field, value]) => {
    const condition = fieldCondition(field, value);
    return condition ? [condition] : [];
  });
}

/**
 * The free text of a search: a widget's own text (its `search` input) and the plain texts and numbers among its
 * filters, joined by spaces, since every word must occur anyway ('' when there are none).
 */
export function searchText(filters: readonly unknown[], text?: string | null): string {
  return [text?.trim() ?? '', filterText(filters)].filter(Boolean).join(' ');
}

/** The free text among the filters: their plain texts and numbers, joined by spaces ('' when there are none). */
export function filterText(filters: readonly unknown[]): string {
  return filters
    .flatMap((filter): unknown[] => (Array.isArray(filter) ? filter : [filter]))
    .flatMap((filter) => (typeof filter === 'string' ? [filter.trim()] : typeof filter === 'number' && Number.isFinite(filter) ? [String(filter)] : []))
    .filter((text) => text !== '')
    .join(' ');
}

/** One search request: every filter must hold; page, size and sort as given. */
export function storeSearchRequest(filters: readonly unknown[], paging: { page: number; size: number; sort?: string }): SearchRequest {
  const request: SearchRequest = { logicalOperator: 'and', fieldSearches: filters.flatMap(filterConditions), page: paging.page, size: paging.size };
  if (paging.sort) request.sort = paging.sort;
  return request;
}
