import { describe, expect, it } from 'vitest';
import { totalsPerZone, zonePriceText } from './prices';

const nbsp = (text: string) => text.replace(/\s/g, ' ');

describe('shop prices', () => {
  it('divides minor units by the currency’s own power of ten and formats in the language, German by default', () => {
    const zone = (id: string, currency: string) => [id, { id, title: id, currency, createdAt: 0, lastUpdatedAt: 0, version: 1 }] as const;
    const zones = new Map([zone('eur', 'EUR'), zone('chf', 'CHF'), zone('usd', 'USD'), zone('jpy', 'JPY'), zone('kwd', 'KWD'), zone('odd', 'XYZ1')]);
    const text = (priceZoneId: string, value: number, language = 'de_de') => nbsp(zonePriceText({ priceZoneId, value }, zones, language));
    expect(text('eur', 123456)).toBe('1.234,56 €');
    expect(text('chf', 990)).toBe('9,90 CHF');
    expect(text('usd', 990, 'en_us')).toBe('$9.90');
    expect(text('jpy', 1500)).toBe('1.500 ¥');
    expect(text('kwd', 12345)).toBe('12,345 KWD');
    expect(text('odd', 500)).toBe('5,00 XYZ1');
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
