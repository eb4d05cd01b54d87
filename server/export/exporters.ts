import type { Address, OrderLine, PriceTotal, ProductImage, ProductPrice } from '../../model/api/schemas/shop.js';
import { minorUnitsToDecimal, orderTotals } from '../../model/api/order-totals.js';
import { currencyDigits } from '../../runtime/format/minorUnits.js';
import type { EntityObject } from '../resources/core/types.js';

/**
 * What the data export (back-office entry `export`, EXPORTERS_EXECUTE) writes: one exporter per CSV file, each a
 * resource and its columns. Money columns come one per price zone of the tenant, as a decimal in the zone's
 * currency; dates are ISO 8601 (UTC), which every spreadsheet application reads.
 */
export interface PriceZoneInfo {
  id: string;
  title: string;
  currency: string;
}

export interface Column {
  header: string;
  value(entity: EntityObject): unknown;
}

export interface Exporter {
  /** File name without `.csv`; also the route: /api/export/{name}.csv */
  name: string;
  resource: string;
  columns(zones: PriceZoneInfo[]): Column[];
}

const isoDate = (epochMs: unknown) => (typeof epochMs === 'number' ? new Date(epochMs).toISOString() : '');
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const zoneHeader = (prefix: string, zone: PriceZoneInfo) => `${prefix} ${zone.title} (${zone.currency})`;

function amountIn(list: (ProductPrice | PriceTotal)[] | undefined, zone: PriceZoneInfo): string {
  const entry = list?.find((p) => p.priceZoneId === zone.id);
  return entry ? minorUnitsToDecimal(entry.value, currencyDigits(zone.currency)) : '';
}

const products: Exporter = {
  name: 'products',
  resource: 'products',
  columns: (zones) => [
    { header: 'id', value: (p) => p.id },
    { header: 'createdAt', value: (p) => isoDate(p.createdAt) },
    { header: 'title', value: (p) => text(p.title) },
    { header: 'shortTitle', value: (p) => text(p.shortTitle) },
    { header: 'shortDescription', value: (p) => text(p.shortDescription) },
    { header: 'tags', value: (p) => ((p.tags as string[] | undefined) ?? []).join(', ') },
    { header: 'images', value: (p) => ((p.images as ProductImage[] | undefined) ?? []).map((i) => i.fileUrl).join(' ') },
    ...zones.map((zone) => ({ header: zoneHeader('price', zone), value: (p: EntityObject) => amountIn(p.prices as ProductPrice[] | undefined, zone) })),
  ],
};

const billing = (field: keyof Address) => (o: EntityObject) => text((o.billingAddress as Partial<Address> | undefined)?.[field]);

const orders: Exporter = {
  name: 'orders',
  resource: 'orders',
  columns: (zones) => [
    { header: 'id', value: (o) => o.id },
    { header: 'orderDate', value: (o) => isoDate(o.orderDate ?? o.createdAt) },
    { header: 'status', value: (o) => text(o.status) },
    { header: 'userId', value: (o) => text(o.userId) },
    { header: 'billingName', value: billing('name') },
    { header: 'billingStreet', value: billing('street') },
    { header: 'billingPostalCode', value: billing('postalCode') },
    { header: 'billingCity', value: billing('city') },
    { header: 'billingCountry', value: billing('country') },
    { header: 'billingEmail', value: billing('email') },
    { header: 'items', value: (o) => ((o.positions as OrderLine[] | undefined) ?? []).reduce((sum, line) => sum + line.amount, 0) },
    { header: 'positions', value: (o) => ((o.positions as OrderLine[] | undefined) ?? []).map((l) => `${l.amount} x ${l.title ?? l.productId}`).join('; ') },
    { header: 'priceZoneId', value: (o) => text(o.priceZoneId) },
    ...zones.map((zone) => ({
      header: zoneHeader('total', zone),
      value: (o: EntityObject) => amountIn(orderTotals({ positions: (o.positions as OrderLine[]) ?? [], totals: o.totals as PriceTotal[] | undefined }), zone),
    })),
  ],
};

export const EXPORTERS: Exporter[] = [products, orders];
