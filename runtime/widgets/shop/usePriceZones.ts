import { useMemo } from 'react';
import type { PriceZone } from '../../../model/api/schemas/shop';
import { useStore } from '../../stores';

/** The price zones by id, from the shared `pricezones` store (loaded once for every shop widget of the page). */
export function usePriceZones(): ReadonlyMap<string, PriceZone> {
  const { elements } = useStore<PriceZone>('pricezones');
  return useMemo(() => new Map(elements.map((zone) => [zone.id, zone])), [elements]);
}
