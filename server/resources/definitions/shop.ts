import { CORPORATIONS, COUNTERS, ORDERS, PRICE_ZONES, PRODUCTS, SHOPPING_CARTS } from '../../../model/resources/descriptors.js';
import {
  CorporationFieldsSchema, CounterFieldsSchema, OrderFieldsSchema, PriceZoneFieldsSchema, ProductFieldsSchema,
  ShoppingCartFieldsSchema,
} from '../../../model/api/schemas/shop.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';
import { orderReseller } from '../../resellers/entity-reseller.js';
import { orderNumber } from '../../shop/order-number.js';

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
  defaultSort: PRICE_ZONES.defaultSort,
};

export const products: ResourceDefinition = {
  name: 'products',
  schema: ProductFieldsSchema,
  searchable: ['title', 'shortTitle', 'shortDescription', 'tags'],
  translatable: ['title', 'shortTitle', 'shortDescription'],
  replacements: { 'prices.priceZoneId': 'pricezones' },
  defaultSort: PRODUCTS.defaultSort,
};

export const corporations: ResourceDefinition = {
  name: 'corporations',
  schema: CorporationFieldsSchema,
  searchable: ['name', 'email', 'address.city'],
  defaultSort: CORPORATIONS.defaultSort,
};

export const counters: ResourceDefinition = {
  name: 'counters',
  schema: CounterFieldsSchema,
  searchable: ['name', 'location', 'description'],
  replacements: { corporationId: 'corporations' },
  defaultSort: COUNTERS.defaultSort,
};

export const orders: ResourceDefinition = {
  name: 'orders',
  schema: OrderFieldsSchema,
  searchable: ['status', 'billingAddress.name', 'billingAddress.city', 'positions.title'],
  replacements: { userId: 'users', priceZoneId: 'pricezones', 'positions.productId': 'products' },
  owner: { field: 'userId', readAll: ['ORDERS_READ'], writeAll: ['ORDERS_WRITE'] },
  defaultSort: ORDERS.defaultSort,
  hooks: { prepare: async (data, args) => orderNumber(await orderReseller(data, args), args) },
};

export const shoppingCarts: ResourceDefinition = {
  name: 'shoppingcarts',
  schema: ShoppingCartFieldsSchema,
  searchable: [],
  replacements: { userId: 'users', 'orderPositions.productId': 'products' },
  owner: { field: 'userId', readAll: ['ORDERS_READ'], writeAll: ['ORDERS_WRITE'] },
  defaultSort: SHOPPING_CARTS.defaultSort,
};

export const shopRoutes: ResourceRoutes[] = [
  { descriptor: PRICE_ZONES, definition: priceZones },
  { descriptor: PRODUCTS, definition: products },
  { descriptor: CORPORATIONS, definition: corporations },
  { descriptor: COUNTERS, definition: counters },
  { descriptor: ORDERS, definition: orders },
  { descriptor: SHOPPING_CARTS, definition: shoppingCarts },
];
