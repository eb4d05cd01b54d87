import { getCorporations, getCounters, getPriceZones, getProducts, searchCorporations, searchCounters, searchPriceZones, searchProducts } from '../api/resources';
import { CORPORATIONS, COUNTERS, PRICE_ZONES, PRODUCTS } from '../../model/resources/descriptors';
import type { ListQuery, Page, SearchRequest } from '../../model/api/schemas/common';

/**
 * The named stores of the front end (docs/architecture.md): a list call with the default query of the spec, and the
 * search call of the same resource. Widgets refer to a store by name (`useStore('products')`); the query key is the
 * name plus the query, so every widget naming the same store with the same query shares one request and one cache
 * entry.
 */
export interface StoreDefinition<T = unknown> {
  name: string;
  /** The page, size and sort a store loads with. */
  query: ListQuery;
  list(query: ListQuery): Promise<Page<T>>;
  search(request: SearchRequest): Promise<Page<T>>;
}

function store<T>(name: string, query: ListQuery, list: (query: ListQuery) => Promise<Page<T>>, search: (request: SearchRequest) => Promise<Page<T>>): StoreDefinition<T> {
  return Object.freeze({ name, query: Object.freeze({ ...query }), list, search }) as StoreDefinition<T>;
}

export const STORES: Readonly<Record<string, StoreDefinition>> = Object.freeze({
  // Page 1 of 100, in the resource's own default order (newest products first, counters and corporations by name).
  products: store('products', { page: 1, size: 100, sort: PRODUCTS.defaultSort }, getProducts, searchProducts),
  counters: store('counters', { size: 100, sort: COUNTERS.defaultSort }, getCounters, searchCounters),
  corporations: store('corporations', { size: 100, sort: CORPORATIONS.defaultSort }, getCorporations, searchCorporations),
  // The shop widgets need the zones to show prices in their currency.
  pricezones: store('pricezones', { page: 1, size: 100, sort: PRICE_ZONES.defaultSort }, getPriceZones, searchPriceZones),
});

export function storeDefinition(name: string | undefined | null): StoreDefinition | undefined {
  return name ? STORES[name] : undefined;
}

export const STORE_NAMES = Object.freeze(Object.keys(STORES));
