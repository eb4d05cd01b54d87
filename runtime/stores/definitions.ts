import { getCorporations, getCounters, getPriceZones, getProducts, searchCorporations, searchCounters, searchPriceZones, searchProducts } from '../api/resources';
import type { ListQuery, Page, SearchRequest } from '../api/schemas/common';

/**
 * The named stores of the front end (docs/architecture.md): a list call with the default query of the spec, and the
 * search call of the same resource. Widgets refer to a store by name (`useStore('products')`); the query key is the
 * name plus the query, so every widget naming the same store with the same query shares one request and one cache
 * entry.
 */
export interface StoreDefinition<T = unknown> {
  name: string;
  /** Spec 000 sections 3 and 9: the page, size and sort a store loads with. */
  query: ListQuery;
  list(query: ListQuery): Promise<Page<T>>;
  search(request: SearchRequest): Promise<Page<T>>;
}

function store<T>(name: string, query: ListQuery, list: (query: ListQuery) => Promise<Page<T>>, search: (request: SearchRequest) => Promise<Page<T>>): StoreDefinition<T> {
  return Object.freeze({ name, query: Object.freeze({ ...query }), list, search }) as StoreDefinition<T>;
}

export const STORES: Readonly<Record<string, StoreDefinition>> = Object.freeze({
  // Spec 000 section 3: page 1, size 100, sorted by descending id.
  products: store('products', { page: 1, size: 100, sort: '-id' }, getProducts, searchProducts),
  // Spec 000 section 9: page size 100, sorted by name.
  counters: store('counters', { size: 100, sort: 'name' }, getCounters, searchCounters),
  corporations: store('corporations', { size: 100, sort: 'name' }, getCorporations, searchCorporations),
  // Not named by the spec; the shop widgets need the zones to show prices in their currency.
  pricezones: store('pricezones', { page: 1, size: 100, sort: 'title' }, getPriceZones, searchPriceZones),
});

export function storeDefinition(name: string | undefined | null): StoreDefinition | undefined {
  return name ? STORES[name] : undefined;
}

export const STORE_NAMES = Object.freeze(Object.keys(STORES));
