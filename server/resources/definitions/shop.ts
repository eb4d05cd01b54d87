import {
  CorporationFieldsSchema, CounterFieldsSchema, OrderFieldsSchema, PriceZoneFieldsSchema, ProductFieldsSchema,
  ShoppingCartFieldsSchema,
} from '../../../runtime/api/schemas/shop.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/**
 * The shop resources: price zones and products (public reads, PRODUCTS_WRITE), corporations, counters, orders and
 * shopping carts. Orders and carts are owner-scoped: a caller without ORDERS_READ / ORDERS_WRITE sees and changes
 * only its own (data.userId).
 */
export const priceZones: ResourceDefinition = {
  name: 'pricezones',
  schema: PriceZoneFieldsSchema,
  searchable: ['title', 'currency'],
  translatable: ['title'],
  defaultSort: 'title',
};

export const products: ResourceDefinition = {
  name: 'products',
  schema: ProductFieldsSchema,
  searchable: ['title', 'shortTitle', 'shortDescription', 'tags'],
  translatable: ['title', 'shortTitle', 'shortDescription'],
  replacements: { 'prices.priceZoneId': 'pricezones' },
  defaultSort: '-id',
};

export const corporations: ResourceDefinition = {
  name: 'corporations',
  schema: CorporationFieldsSchema,
  searchable: ['name', 'email', 'address.city'],
  defaultSort: 'name',
};

export const counters: ResourceDefinition = {
  name: 'counters',
  schema: CounterFieldsSchema,
  searchable: ['name', 'location', 'description'],
  replacements: { corporationId: 'corporations' },
  defaultSort: 'name',
};

export const orders: ResourceDefinition = {
  name: 'orders',
  schema: OrderFieldsSchema,
  searchable: ['status', 'billingAddress.name', 'billingAddress.city', 'positions.title'],
  replacements: { userId: 'users', priceZoneId: 'pricezones', 'positions.productId': 'products' },
  owner: { field: 'userId', readAll: ['ORDERS_READ'], writeAll: ['ORDERS_WRITE'] },
  defaultSort: '-orderDate',
};

export const shoppingCarts: ResourceDefinition = {
  name: 'shoppingcarts',
  schema: ShoppingCartFieldsSchema,
  searchable: [],
  replacements: { userId: 'users', 'orderPositions.productId': 'products' },
  owner: { field: 'userId', readAll: ['ORDERS_READ'], writeAll: ['ORDERS_WRITE'] },
  defaultSort: '-id',
};

const publicRead = { public: true };

export const shopRoutes: ResourceRoutes[] = [
  { path: '/pricezones', definition: priceZones, access: { read: publicRead, write: { permission: 'PRODUCTS_WRITE' } } },
  { path: '/products', definition: products, access: { read: publicRead, write: { permission: 'PRODUCTS_WRITE' } } },
  { path: '/corporations', definition: corporations, access: { read: { permission: 'CORPORATIONS_READ' }, write: { permission: 'CORPORATIONS_WRITE' } } },
  { path: '/counters', definition: counters, access: { read: { permission: 'COUNTERS_READ' }, write: { permission: 'COUNTERS_WRITE' } } },
  // Any signed-in user reads orders (its own only, unless ORDERS_READ); writing them directly needs ORDERS_WRITE.
  { path: '/orders', definition: orders, access: { read: {}, write: { permission: 'ORDERS_WRITE' } } },
  // Any signed-in user uses the cart calls, limited to its own cart unless it holds ORDERS_WRITE.
  { path: '/shoppingcarts', definition: shoppingCarts, access: { read: {}, write: {} } },
];
