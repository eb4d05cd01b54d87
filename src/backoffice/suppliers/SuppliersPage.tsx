import { suppliersApi } from '../../../runtime/api/backoffice';
import { simpleApi } from '../simple/simpleApi';
import { SupplierFieldsSchema, type Supplier } from '../../../model/api/schemas/suppliers';
import { SUPPLIERS as SUPPLIERS_RESOURCE } from '../../../model/resources/descriptors';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/**
 * `pim/supplier` (PRODUCTS_WRITE). The spec names the entry only; it is read here as the shop's suppliers, a
 * list with create, edit and delete (server/resources/definitions/suppliers.ts).
 */
const SUPPLIERS: SimpleResourceConfig<Supplier> = {
  resource: 'suppliers',
  prefix: 'suppliers',
  descriptor: SUPPLIERS_RESOURCE,
  schema: SupplierFieldsSchema,
  nameField: 'name',
  fields: [
    { name: 'name', inList: true, sortable: true },
    { name: 'contactPerson', inList: true, sortable: true },
    { name: 'email', kind: 'email', inList: true },
    { name: 'phone', inList: true },
    { name: 'website', kind: 'url' },
    { name: 'customerNumber' },
    { name: 'address.street' },
    { name: 'address.postalCode' },
    { name: 'address.city', inList: true, sortable: true },
    { name: 'address.country', kind: 'country' },
    { name: 'notes', kind: 'textarea' },
  ],
  api: simpleApi(SUPPLIERS_RESOURCE, suppliersApi),
};

export default function SuppliersPage() {
  return <SimpleResourcePage config={SUPPLIERS} />;
}
