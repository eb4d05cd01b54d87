import { intlLocale } from '../../i18n';
import type { OrderPosition, PriceZone, Product, ProductPrice } from '../../api/schemas/shop';

/**
 * Money of the shop widgets (spec 000 section 3): prices are integers in minor units, divided by 100 for
 * display, in the currency of their price zone, in the format of the current language (German by default).
 */
export function formatPrice(minorUnits: number, currency: string, language?: string): string {
  try {
    return new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).format(minorUnits / 100);
  } catch {
    // An unknown currency code still shows an amount rather than breaking the widget.
    return `${new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minorUnits / 100)} ${currency}`;
  }
}

export interface ZoneTotal {
  priceZoneId: string;
  /** Minor units. */
  value: number;
}

/**
 * Spec 000 section 3: the total per price zone is the sum of price value times amount over all positions.
 * Zones come out in the order they first appear; positions whose product is unknown add nothing.
 */
export function totalsPerZone(positions: readonly OrderPosition[], products: ReadonlyMap<string, Pick<Product, 'prices'>>): ZoneTotal[] {
  const sums = new Map<string, number>();
  for (const position of positions) {
    for (const price of products.get(position.productId)?.prices ?? []) {
      sums.set(price.priceZoneId, (sums.get(price.priceZoneId) ?? 0) + price.value * position.amount);
    }
  }
  return [...sums].map(([priceZoneId, value]) => ({ priceZoneId, value }));
}

/** A price or total with its zone's currency; while the zone is not (yet) known, the amount without a currency. */
export function zonePriceText(price: Pick<ProductPrice, 'priceZoneId' | 'value'>, zones: ReadonlyMap<string, PriceZone>, language?: string): string {
  const zone = zones.get(price.priceZoneId);
  if (zone) return formatPrice(price.value, zone.currency, language);
  return new Intl.NumberFormat(intlLocale(language), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(price.value / 100);
}
