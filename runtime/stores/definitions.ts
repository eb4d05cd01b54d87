import {
  corporationsApi, countersApi, dataRecordsApi, dataTypesApi, ordersApi, priceZonesApi, productsApi, rolesApi, tasksApi,
  usersApi, userGroupsApi, contactsApi, contactCustomFieldsApi,
} from '../api/resources';
import type { ListQuery, Page, SearchRequest } from '../../model/api/schemas/common';
import type { WriteOptions } from '../api/resource-client';
import { calendarEventsApi, calendarsApi } from '../api/calendars';
import { CALENDAR_EVENTS, CALENDARS } from '../../model/resources/descriptors';
import {
  CORPORATIONS, COUNTERS, DATA_RECORDS, DATA_TYPES, ORDERS, PRICE_ZONES, PRODUCTS, ROLES, TASKS, USERS, USER_GROUPS, type ResourceDescriptor,
  CONTACTS, CONTACT_CUSTOM_FIELDS,
} from '../../model/resources/descriptors';

/**
 * The named stores of the front end (docs/architecture.md): one per standard resource and one per data type
 * (`data/{path}`, the records at /api/data/{path}). Each is a list call with the store's default query, the search
 * call of the same resource and, where the caller may write, the writes. Widgets refer to a store by name
 * (`useStore('products')`, `useStore('data/events')`); the query key is the name plus the query, so every widget
 * naming the same store with the same query shares one request and one cache entry.
 */
export interface StoreDefinition<T = unknown> {
  name: string;
  /** The page, size and sort a store loads with (docs/widgets.md, "Stores"). */
  query: ListQuery;
  list(query: ListQuery): Promise<Page<T>>;
  /** A search request; `text` is free text over the resource's searchable fields (the `search` query option). */
  search(request: SearchRequest, text?: string): Promise<Page<T>>;
  /** One entity by id. */
  get(id: string): Promise<T>;
  /** Writes through the same resource; after each, every widget reading the store loads again. */
  create(body: Record<string, unknown>): Promise<T>;
  /** A merge patch; `options.ifMatch` makes the server refuse it (409) when the record changed meanwhile. */
  update(id: string, body: Record<string, unknown>, options?: WriteOptions): Promise<T>;
  remove(id: string): Promise<void>;
  /** The data type's path for `data/{path}` stores (its sums: getDataSum). */
  dataType?: string;
}

/** The methods every resource client has under generic names (resource-client.ts names them per resource). */
interface GenericClient<T> {
  list(query?: ListQuery): Promise<Page<T>>;
  search(request: SearchRequest, query?: Record<string, unknown>): Promise<Page<T>>;
  get(id: string): Promise<T>;
  create(body: never): Promise<T>;
  patch(id: string, body: never, options?: WriteOptions): Promise<T>;
  remove(id: string): Promise<void>;
}

/** `productsApi` → its list, search, get, create, patch and delete methods, named as its descriptor says. */
function genericOf<T>(client: object, { singular, plural }: ResourceDescriptor): GenericClient<T> {
  const methods = client as Record<string, (...args: never[]) => unknown>;
  return {
    list: methods[`get${plural}`] as GenericClient<T>['list'],
    search: methods[`search${plural}`] as GenericClient<T>['search'],
    get: methods[`get${singular}`] as GenericClient<T>['get'],
    create: methods[`create${singular}`] as GenericClient<T>['create'],
    patch: methods[`patch${singular}`] as GenericClient<T>['patch'],
    remove: methods[`delete${singular}`] as GenericClient<T>['remove'],
  };
}

function store<T>(name: string, query: ListQuery, client: GenericClient<T>, dataType?: string): StoreDefinition<T> {
  return Object.freeze({
    name,
    query: Object.freeze({ ...query }),
    list: (q: ListQuery) => client.list(q),
    search: (request: SearchRequest, text?: string) => client.search(request, text ? { search: text } : undefined),
    get: (id: string) => client.get(id),
    create: (body: Record<string, unknown>) => client.create(body as never),
    update: (id: string, body: Record<string, unknown>, options?: WriteOptions) => client.patch(id, body as never, options),
    remove: (id: string) => client.remove(id),
    dataType,
  });
}

/** The page size lists of data start with; the size choices the data tables offer. */
export const DATA_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_DATA_PAGE_SIZE = 10;

export const STORES: Readonly<Record<string, StoreDefinition>> = Object.freeze({
  // Page 1 of 100, in the resource's own default order (newest products first, counters and corporations by name).
  products: store('products', { page: 1, size: 100, sort: PRODUCTS.defaultSort }, genericOf(productsApi, PRODUCTS)),
  counters: store('counters', { size: 100, sort: COUNTERS.defaultSort }, genericOf(countersApi, COUNTERS)),
  corporations: store('corporations', { size: 100, sort: CORPORATIONS.defaultSort }, genericOf(corporationsApi, CORPORATIONS)),
  // The shop widgets need the zones to show prices in their currency.
  pricezones: store('pricezones', { page: 1, size: 100, sort: PRICE_ZONES.defaultSort }, genericOf(priceZonesApi, PRICE_ZONES)),
  // Data views page 10 at a time: orders newest first by order date, users newest first.
  orders: store('orders', { page: 1, size: DEFAULT_DATA_PAGE_SIZE, sort: ORDERS.defaultSort }, genericOf(ordersApi, ORDERS)),
  users: store('users', { page: 1, size: DEFAULT_DATA_PAGE_SIZE, sort: USERS.defaultSort }, genericOf(usersApi, USERS)),
  roles: store('roles', { page: 1, size: 100, sort: ROLES.defaultSort }, genericOf(rolesApi, ROLES)),
  tasks: store('tasks', { page: 1, size: 100, sort: TASKS.defaultSort }, genericOf(tasksApi, TASKS)),
  datatypes: store('datatypes', { page: 1, size: 100, sort: DATA_TYPES.defaultSort }, genericOf(dataTypesApi, DATA_TYPES)),
  usergroups: store('usergroups', { page: 1, size: 100, sort: USER_GROUPS.defaultSort }, genericOf(userGroupsApi, USER_GROUPS)),
  // Calendars by name, their entries by start (the calendar widgets search them by calendar and period).
  calendars: store('calendars', { page: 1, size: 100, sort: CALENDARS.defaultSort }, genericOf(calendarsApi, CALENDARS)),
  calendarevents: store('calendarevents', { page: 1, size: 100, sort: CALENDAR_EVENTS.defaultSort }, genericOf(calendarEventsApi, CALENDAR_EVENTS)),
  // Contacts: page 1 of 1000 by last name; their custom field definitions all at once.
  contacts: store('contacts', { page: 1, size: 1000, sort: CONTACTS.defaultSort }, genericOf(contactsApi, CONTACTS)),
  contactcustomfields: store('contactcustomfields', { page: 1, size: 1000, sort: CONTACT_CUSTOM_FIELDS.defaultSort }, genericOf(contactCustomFieldsApi, CONTACT_CUSTOM_FIELDS)),
});

/** Store names of data types: `data/{path}`. */
export const DATA_STORE_PREFIX = 'data/';
const DATA_PATH = /^[a-z0-9_-]{1,200}$/;

export function dataStoreName(typePath: string): string {
  return `${DATA_STORE_PREFIX}${typePath}`;
}

/** One definition per data type, made on first use and kept (they hold no data, only the calls). */
const dataStores = new Map<string, StoreDefinition>();

function dataStore(typePath: string): StoreDefinition {
  let definition = dataStores.get(typePath);
  if (!definition) {
    const client = genericOf<Record<string, unknown>>(dataRecordsApi(typePath), DATA_RECORDS);
    definition = store(dataStoreName(typePath), { page: 1, size: DEFAULT_DATA_PAGE_SIZE, sort: DATA_RECORDS.defaultSort }, client, typePath);
    dataStores.set(typePath, definition);
  }
  return definition;
}

/** The store of a name: a standard resource, or `data/{path}` for a data type's records; undefined otherwise. */
export function storeDefinition(name: string | undefined | null): StoreDefinition | undefined {
  if (!name) return undefined;
  if (Object.hasOwn(STORES, name)) return STORES[name];
  if (name.startsWith(DATA_STORE_PREFIX)) {
    const path = name.slice(DATA_STORE_PREFIX.length);
    return DATA_PATH.test(path) ? dataStore(path) : undefined;
  }
  return undefined;
}

export const STORE_NAMES = Object.freeze(Object.keys(STORES));
