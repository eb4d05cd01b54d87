import type { OrderPosition, PriceZone, Product, ProductPrice } from '../../../model/api/schemas/shop';
import { formatCurrency } from '../../format';

export interface ZoneTotal {
  priceZoneId: string;
  /** Minor units. */
  value: number;
}

/**
 * The total per price zone is the sum of price value times amount over all positions.
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

/**
 * A price or total in its zone's currency (runtime/format: the currency's own decimals, the language's format);
 * while the zone is not (yet) known, the amount without a currency.
 */
export function zonePriceText(price: Pick<ProductPrice, 'priceZoneId' | 'value'>, zones: ReadonlyMap<string, PriceZone>, language?: string): string {
  return formatCurrency(price.value, zones.get(price.priceZoneId)?.currency, language);
}
