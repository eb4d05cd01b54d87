import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';
import { AddressSchema } from './shop.js';

/**
 * A supplier of the shop's products (back-office entry `pim/supplier`, PRODUCTS_WRITE). The spec names the entry
 * only; the fields are the ones a purchasing department keeps about a supplier.
 */
export const SupplierFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 500 }),
  contactPerson: Type.Optional(Type.String({ maxLength: 200 })),
  email: Type.Optional(Type.String({ format: 'email', maxLength: 320 })),
  phone: Type.Optional(Type.String({ maxLength: 50 })),
  website: Type.Optional(Type.String({ maxLength: 500 })),
  /** Our customer number at the supplier. */
  customerNumber: Type.Optional(Type.String({ maxLength: 100 })),
  address: Type.Optional(Type.Partial(AddressSchema)),
  notes: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type SupplierFields = Static<typeof SupplierFieldsSchema>;
export type Supplier = Entity<SupplierFields>;
