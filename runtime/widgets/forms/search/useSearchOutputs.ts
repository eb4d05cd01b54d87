/**
 * How a search widget hands on what it searches for and what it found (docs/widgets.md, "Search and filter
 * inputs"): the query on the `value` output and into the page context variable `contextProperty`, so lists,
 * tables and counts filter by it; with a store, the store's search (page 1 of 50) runs and its records go out on
 * `results`.
 */
import { useEffect } from 'react';
import type { SearchGroup } from '../../../../model/api/schemas/common';
import { useEmit, useSetContextValue } from '../../../sockets/hooks';
import { storeDefinition, useStore, type StoreResult } from '../../../stores';

/** The results of a search widget: page 1, 50 records. */
export const SEARCH_PAGE_SIZE = 50;

/** What a search widget publishes: a group of field searches, or free text (a plain text filters as free text). */
export interface PublishedSearch {
  group: SearchGroup | null;
  text: string | null;
}

export const NO_SEARCH: PublishedSearch = { group: null, text: null };

/** The value lists filter by: the group, else the text, else nothing (undefined: filter nothing). */
export function publishedValue(search: PublishedSearch): unknown {
  return search.group ?? (search.text || undefined);
}

export function usePublishSearch(id: string, contextProperty: string, search: PublishedSearch): void {
  const emit = useEmit<'value'>(id);
  const setContext = useSetContextValue();
  const property = contextProperty.trim();
  const value = publishedValue(search);
  const key = JSON.stringify(value ?? null);
  useEffect(() => {
    const current = JSON.parse(key) ?? undefined;
    emit('value', current);
    if (property) setContext(property, current);
    // the key stands for the value: equal searches are published once
  }, [key, property, emit, setContext]);
}

/**
 * Runs the search on the store (when `enabled`) and emits its records on `results`. With neither group nor text
 * the search finds every record (page 1 of 50).
 */
export function useSearchResults(id: string, storeName: string, search: PublishedSearch, enabled = true): StoreResult<Record<string, unknown>> {
  const emit = useEmit<'results'>(id);
  // queries are keyed by value, so a new but equal request reuses the last answer
  const request = { ...(search.group ?? {}), page: 1, size: SEARCH_PAGE_SIZE };
  const result = useStore<Record<string, unknown>>(storeName, { search: request, text: search.text, enabled: enabled && !!storeDefinition(storeName) });
  const elements = result.status === 'success' ? result.elements : null;
  useEffect(() => {
    if (elements) emit('results', elements);
  }, [elements, emit]);
  return result;
}
