import { priceZonesApi } from '../../../runtime/api';
import { simpleApi } from '../simple/simpleApi';
import { PriceZoneFieldsSchema, type PriceZone } from '../../../model/api/schemas';
import { PRICE_ZONES as PRICE_ZONES_RESOURCE } from '../../../model/resources/descriptors';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/** `pim/pricezones` (id, title, currency as ISO 4217 code); writing needs PRODUCTS_WRITE. */
const PRICE_ZONES: SimpleResourceConfig<PriceZone> = {
  resource: 'pricezones',
  prefix: 'priceZones',
  descriptor: PRICE_ZONES_RESOURCE,
  schema: PriceZoneFieldsSchema,
  nameField: 'title',
  fields: [
    { name: 'title', inList: true, sortable: true },
    { name: 'currency', kind: 'currency', inList: true, sortable: true },
  ],
  api: simpleApi(PRICE_ZONES_RESOURCE, priceZonesApi),
};

export default function PriceZonesPage() {
  return <SimpleResourcePage config={PRICE_ZONES} />;
}
