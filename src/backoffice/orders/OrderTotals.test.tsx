// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Order, PriceZone } from '../../../model/api/schemas';
import { renderInApp } from '../../testing/renderApp';
import { OrderTotals } from './OrderTotals';

// Intl writes a no-break space between amount and sign; compare with plain spaces.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');
const entity = { createdAt: 0, lastUpdatedAt: 0, version: 1 };
const zone = (id: string, currency: string): PriceZone => ({ ...entity, id, title: id, currency });
const order = (priceZoneId: string, currency: string, value: number): Order => ({
  ...entity, id: `o-${priceZoneId}`, positions: [{ productId: 'p', amount: 1 }], priceZoneId, currency,
  totals: [{ priceZoneId, currency, value }],
});

describe('order totals in the back-office', () => {
  afterEach(cleanup);

  it.each([
    ['EUR', 123456, '1.234,56 €'],
    ['JPY', 1500, '1.500 ¥'], // no minor unit: 1500 minor units are 1500 yen
    ['KWD', 12345, '12,345 KWD'], // three digits: 12345 fils are 12.345 dinar
  ])('shows %s amounts with the currency’s own number of digits', (currency, value, shown) => {
    renderInApp(<OrderTotals order={order('z', currency, value)} zones={[zone('z', currency)]} compact />);
    expect(plain(screen.getByTestId('order-total').textContent)).toBe(shown);
  });
});
