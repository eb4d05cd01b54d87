import { useTranslation } from 'react-i18next';
import type { ProductPrice } from '../../../model/api/schemas/shop';
import { usePriceZones } from './usePriceZones';
import { zonePriceText } from './prices';

/**
 * The prices of a product (or the totals of a cart), one per price zone, each in its zone's currency. With more
 * than one zone the zone's title is shown next to the amount so a shopper knows which price applies.
 */
export function PriceTags({ prices, testId = 'price' }: { prices: readonly Pick<ProductPrice, 'priceZoneId' | 'value'>[]; testId?: string }) {
  const { i18n } = useTranslation('shop');
  const zones = usePriceZones();
  if (prices.length === 0) return null;
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 2 }}>
      {prices.map((price) => (
        <li key={price.priceZoneId} data-testid={testId} data-price-zone={price.priceZoneId} style={{ display: 'flex', gap: 8, justifyContent: 'space-between' }}>
          {prices.length > 1 ? <span style={{ color: '#4a5568' }}>{zones.get(price.priceZoneId)?.title ?? price.priceZoneId}</span> : null}
          <strong data-testid={`${testId}-value`}>{zonePriceText(price, zones, i18n.language)}</strong>
        </li>
      ))}
    </ul>
  );
}
