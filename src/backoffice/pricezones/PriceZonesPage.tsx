import { createPriceZone, deletePriceZone, getPriceZones, putPriceZone } from '../../../runtime/api';
import type { PriceZone } from '../../../model/api/schemas';
import { PRICE_ZONES as PRICE_ZONES_RESOURCE } from '../../../model/resources/descriptors';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/** `pim/pricezones` (id, title, currency as ISO 4217 code); writing needs PRODUCTS_WRITE. */
const PRICE_ZONES: SimpleResourceConfig<PriceZone> = {
  resource: 'pricezones',
  prefix: 'priceZones',
  descriptor: PRICE_ZONES_RESOURCE,
  nameField: 'title',
  fields: [
    { name: 'title', required: true, inList: true, sortable: true },
    { name: 'currency', kind: 'currency', required: true, inList: true, sortable: true },
  ],
  list: getPriceZones,
  create: createPriceZone,
  put: putPriceZone,
  remove: deletePriceZone,
};

export default function PriceZonesPage() {
  return <SimpleResourcePage config={PRICE_ZONES} />;
}
