import type { Order, PriceTotal } from './schemas/shop.js';

/**
 * The total of an order per price zone (the sum of price value times amount over all positions), in minor units.
 * Orders placed through the cart carry these `totals`; for orders written directly (or older ones) they are computed
 * from the prices kept on the positions.
 */
export function orderTotals(order: Pick<Order, 'positions' | 'totals'>): PriceTotal[] {
  if (order.totals && order.totals.length > 0) return order.totals;
  const sums = new Map<string, number>();
  for (const line of order.positions ?? []) {
    for (const price of line.prices ?? []) sums.set(price.priceZoneId, (sums.get(price.priceZoneId) ?? 0) + price.value * line.amount);
  }
  return [...sums].map(([priceZoneId, value]) => ({ priceZoneId, value }));
}

/**
 * Minor units as a plain decimal with the currency's places ('1234.50' for EUR, '1500' for JPY, '12.345' for
 * KWD; `currencyDigits` in runtime/format), the form spreadsheets and machines read.
 */
export function minorUnitsToDecimal(value: number, digits = 2): string {
  const sign = value < 0 ? '-' : '';
  const abs = Math.abs(Math.round(value));
  const unit = 10 ** digits;
  const fraction = digits > 0 ? `.${String(abs % unit).padStart(digits, '0')}` : '';
  return `${sign}${Math.floor(abs / unit)}${fraction}`;
}
