import { Type, type Static } from '@sinclair/typebox';
import { TranslationsSchema, type Entity } from './common.js';
import { ResellerIdSchema } from './resellers.js';

/**
 * Shop resources (docs/api.md, Resources): price zones, products, corporations, counters, shopping carts and orders.
 * Each `…FieldsSchema` is what a client sends (POST and PUT bodies; PATCH bodies are merged into the stored entity
 * and the result must match it). Money is always an integer in minor units (cents).
 */

const Text = (maxLength = 2000) => Type.String({ maxLength });
const Name = Type.String({ minLength: 1, maxLength: 500 });
const Id = Type.String({ minLength: 1, maxLength: 100 });
/** An amount of money in minor units of its price zone's currency (divide by 100 for display). */
const MinorUnits = Type.Integer({ minimum: 0 });

export const PriceZoneFieldsSchema = Type.Object({
  title: Name,
  /** ISO 4217 code, e.g. EUR, CHF. */
  currency: Type.String({ pattern: '^[A-Z]{3}$' }),
  /** The tenant's default zone: its prices and totals are the ones shown to shoppers without a zone of their own. */
  isDefault: Type.Optional(Type.Boolean()),
  translations: Type.Optional(TranslationsSchema),
});
export type PriceZoneFields = Static<typeof PriceZoneFieldsSchema>;
export type PriceZone = Entity<PriceZoneFields>;

export const ProductImageSchema = Type.Object({
  fileUrl: Type.String({ minLength: 1, maxLength: 2000 }),
  alt: Type.Optional(Text(500)),
});
export const ProductPriceSchema = Type.Object({
  priceZoneId: Id,
  value: MinorUnits,
});
export const ProductFieldsSchema = Type.Object({
  title: Name,
  shortTitle: Type.Optional(Text(200)),
  shortDescription: Type.Optional(Text()),
  images: Type.Optional(Type.Array(ProductImageSchema, { maxItems: 50 })),
  prices: Type.Optional(Type.Array(ProductPriceSchema, { maxItems: 50 })),
  tags: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 100 })),
  translations: Type.Optional(TranslationsSchema),
});
export type ProductImage = Static<typeof ProductImageSchema>;
export type ProductPrice = Static<typeof ProductPriceSchema>;
export type ProductFields = Static<typeof ProductFieldsSchema>;
export type Product = Entity<ProductFields>;

export const AddressSchema = Type.Object({
  name: Name,
  street: Type.String({ minLength: 1, maxLength: 500 }),
  postalCode: Type.String({ minLength: 1, maxLength: 20 }),
  city: Type.String({ minLength: 1, maxLength: 200 }),
  /** ISO 3166-1 alpha-2, e.g. DE, CH. */
  country: Type.String({ pattern: '^[A-Z]{2}$' }),
  email: Type.Optional(Type.String({ format: 'email' })),
});
export type Address = Static<typeof AddressSchema>;

export const CorporationFieldsSchema = Type.Object({
  name: Name,
  email: Type.Optional(Type.String({ format: 'email' })),
  phone: Type.Optional(Text(50)),
  website: Type.Optional(Text(500)),
  vatId: Type.Optional(Text(50)),
  address: Type.Optional(Type.Partial(AddressSchema)),
  notes: Type.Optional(Text()),
});
export type CorporationFields = Static<typeof CorporationFieldsSchema>;
export type Corporation = Entity<CorporationFields>;

/** A counter is a service point (a shop counter, a check-in desk) of a corporation. */
export const CounterFieldsSchema = Type.Object({
  name: Name,
  corporationId: Type.Optional(Id),
  location: Type.Optional(Text(500)),
  description: Type.Optional(Text()),
  active: Type.Optional(Type.Boolean()),
});
export type CounterFields = Static<typeof CounterFieldsSchema>;
export type Counter = Entity<CounterFields>;

export const OrderPositionSchema = Type.Object({
  productId: Id,
  amount: Type.Integer({ minimum: 1 }),
});
export type OrderPosition = Static<typeof OrderPositionSchema>;

export const ShoppingCartFieldsSchema = Type.Object({
  /** The owner; set by the server for callers who may only use their own cart. */
  userId: Type.Optional(Id),
  orderPositions: Type.Array(OrderPositionSchema, { maxItems: 500 }),
});
export type ShoppingCartFields = Static<typeof ShoppingCartFieldsSchema>;
export type ShoppingCart = Entity<ShoppingCartFields>;

export const PriceTotalSchema = Type.Object({
  priceZoneId: Id,
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  value: MinorUnits,
});
export type PriceTotal = Static<typeof PriceTotalSchema>;

/** An order position keeps the product's title and prices as they were when the order was placed. */
export const OrderLineSchema = Type.Object({
  productId: Id,
  amount: Type.Integer({ minimum: 1 }),
  title: Type.Optional(Text(500)),
  prices: Type.Optional(Type.Array(ProductPriceSchema)),
});
export type OrderLine = Static<typeof OrderLineSchema>;

export const OrderFieldsSchema = Type.Object({
  userId: Type.Optional(Id),
  /** Epoch milliseconds; orders list newest first with `sort=-orderDate`. */
  orderDate: Type.Optional(Type.Number()),
  /** Free text; placing an order sets 'placed'. */
  status: Type.Optional(Type.String({ maxLength: 50 })),
  priceZoneId: Type.Optional(Id),
  currency: Type.Optional(Type.String({ pattern: '^[A-Z]{3}$' })),
  billingAddress: Type.Optional(AddressSchema),
  positions: Type.Array(OrderLineSchema, { maxItems: 500 }),
  /** Sum of price value times amount over all positions, one entry per price zone. */
  totals: Type.Optional(Type.Array(PriceTotalSchema)),
  /** The total in the chosen price zone (minor units). */
  total: Type.Optional(MinorUnits),
  /** The reseller the order was placed through (docs/api.md, Resellers); set by the server when not given. */
  resellerId: Type.Optional(ResellerIdSchema),
  /** The readable number ("B-000123"), sequential per tenant; set by the server on create, never changed. */
  orderNumber: Type.Optional(Type.String({ maxLength: 20 })),
});
export type OrderFields = Static<typeof OrderFieldsSchema>;
export type Order = Entity<OrderFields>;

/** Body of `POST /shoppingcarts/mine/merge`: the positions of a visitor's guest cart. */
export const MergeCartSchema = Type.Object({
  orderPositions: Type.Array(OrderPositionSchema, { maxItems: 200 }),
});
export type MergeCart = Static<typeof MergeCartSchema>;

/** Body of `POST /shoppingcarts/mine/order`. */
export const PlaceOrderSchema = Type.Object({
  priceZoneId: Id,
  billingAddress: AddressSchema,
});
export type PlaceOrder = Static<typeof PlaceOrderSchema>;
