import { SUPPLIERS } from '../../../model/resources/descriptors.js';
import { SupplierFieldsSchema } from '../../../model/api/schemas/suppliers.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/** Suppliers (back-office entry `pim/supplier`): readable with PRODUCTS_READ or PRODUCTS_WRITE, written with PRODUCTS_WRITE. */
export const suppliers: ResourceDefinition = {
  name: 'suppliers',
  schema: SupplierFieldsSchema,
  searchable: ['name', 'contactPerson', 'email', 'customerNumber', 'address.city'],
  defaultSort: SUPPLIERS.defaultSort,
};

export const supplierRoutes: ResourceRoutes[] = [
  { descriptor: SUPPLIERS, definition: suppliers },
];
