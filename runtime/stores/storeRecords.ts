import type { StoreDefinition } from './definitions';

/**
 * Up to `max` records of a store in its default order, in one request (the API pages at most 1000): what an export
 * or an offline copy of the store takes, rather than the page a list happens to show.
 */
export async function loadStoreRecords(definition: StoreDefinition, max: number): Promise<Record<string, unknown>[]> {
  const page = await definition.list({ ...definition.query, page: 1, size: Math.min(Math.max(1, Math.round(max)), 1000) });
  return page.elements as Record<string, unknown>[];
}
