import { describe, expect, it } from 'vitest';
import { formatPrice, totalsPerZone, zonePriceText } from './prices';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('shop prices', () => {
  it('divides minor units by 100 and formats in the language, German by default', () => {
    expect(nbsp(formatPrice(123456, 'EUR', 'de_de'))).toBe('1.234,56 €');
    expect(nbsp(formatPrice(990, 'CHF', 'de_de'))).toBe('9,90 CHF');
    expect(nbsp(formatPrice(990, 'USD', 'en_us'))).toBe('$9.90');
    expect(nbsp(formatPrice(500, 'XYZ1', 'de_de'))).toBe('5,00 XYZ1');
  });

  it('sums price value times amount per zone over all positions', () => {
    const products = new Map([
      ['a', { prices: [{ priceZoneId: 'eur', value: 1000 }, { priceZoneId: 'chf', value: 1100 }] }],
      ['b', { prices: [{ priceZoneId: 'eur', value: 250 }] }],
    ]);
    const positions = [{ productId: 'a', amount: 2 }, { productId: 'b', amount: 3 }, { productId: 'gone', amount: 5 }];
    expect(totalsPerZone(positions, products)).toEqual([{ priceZoneId: 'eur', value: 2750 }, { priceZoneId: 'chf', value: 2200 }]);
  });

  it('shows an amount without currency while its zone is unknown', () => {
    const zones = new Map([['eur', { id: 'eur', title: 'Euro', currency: 'EUR', createdAt: 0, lastUpdatedAt: 0, version: 1 }]]);
    expect(nbsp(zonePriceText({ priceZoneId: 'eur', value: 1999 }, zones, 'de_de'))).toBe('19,99 €');
    expect(zonePriceText({ priceZoneId: 'other', value: 1999 }, zones, 'de_de')).toBe('19,99');
  });
});
