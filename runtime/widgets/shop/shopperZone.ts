import type { PriceZone } from '../../../model/api/schemas/shop';
import { useCurrentUser } from '../../auth';
import { usePriceZones } from './usePriceZones';

/** The user configuration entry naming a shopper's own price zone (docs/widgets.md, shop widgets). */
export const PRICE_ZONE_CONFIGURATION_KEY = 'priceZoneId';

/**
 * The price zone whose prices and totals a shopper sees: the zone of their user configuration (`priceZoneId`),
 * else the tenant's default zone (`isDefault`); undefined when neither names an existing zone (then every zone shows).
 */
export function shopperZoneId(user: Record<string, unknown> | null, zones: ReadonlyMap<string, PriceZone>): string | undefined {
  const configuration = user?.configuration;
  const entries = Array.isArray(configuration) ? (configuration as { key?: unknown; value?: unknown }[]) : [];
  const own = entries.find((entry) => entry?.key === PRICE_ZONE_CONFIGURATION_KEY)?.value;
  if (typeof own === 'string' && zones.has(own)) return own;
  return [...zones.values()].find((zone) => zone.isDefault)?.id;
}

export function useShopperZoneId(): string | undefined {
  return shopperZoneId(useCurrentUser(), usePriceZones());
}

/** Only the shopper's zone when it is among `prices`, else all of them. */
export function inShopperZone<T extends { priceZoneId: string }>(prices: readonly T[], zoneId: string | undefined): T[] {
  const own = prices.filter((price) => price.priceZoneId === zoneId);
  return own.length > 0 ? own : [...prices];
}
