import { describe, expect, it } from 'vitest';
import type { PriceZone } from '../../../model/api/schemas/shop';
import { inShopperZone, shopperZoneId } from './shopperZone';

// Whose prices a shopper sees (docs/widgets.md, Shop widgets): their own zone, else the tenant's default, else all.
const zone = (id: string, isDefault?: boolean): PriceZone => ({ id, title: id, currency: 'EUR', isDefault } as PriceZone);
const zones = new Map([['eur', zone('eur', true)], ['chf', zone('chf')]]);
const prices = [{ priceZoneId: 'eur', value: 100 }, { priceZoneId: 'chf', value: 105 }];

describe('the shopper\'s price zone', () => {
  it('is the user\'s configured zone, else the default zone, else none', () => {
    expect(shopperZoneId({ configuration: [{ key: 'priceZoneId', value: 'chf' }] }, zones)).toBe('chf');
    expect(shopperZoneId({ configuration: [{ key: 'priceZoneId', value: 'gone' }] }, zones)).toBe('eur');
    expect(shopperZoneId(null, zones)).toBe('eur');
    expect(shopperZoneId(null, new Map([['chf', zone('chf')]]))).toBeUndefined();
  });

  it('narrows prices to that zone, or shows all when it has none there', () => {
    expect(inShopperZone(prices, 'chf')).toEqual([{ priceZoneId: 'chf', value: 105 }]);
    expect(inShopperZone(prices, 'jpy')).toEqual(prices);
    expect(inShopperZone(prices, undefined)).toEqual(prices);
  });
});
