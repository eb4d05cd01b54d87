import { useMemo } from 'react';
import { useStoreView, type StoreResult } from '../../stores';
import { useContextValue } from '../../sockets/hooks';
import { useDataSource, type DataSourceSettings } from '../data/dataSource';
import { placesOf, type Place, type PlaceProperties } from './places';

/** How many records the maps widgets read from a store: the first 500 in the store's order. */
export const MAX_PLACES = 500;

export interface PlaceSettings extends DataSourceSettings, PlaceProperties {
  contextProperty: string;
}

export interface PlacesSource {
  /** The store's state (or the context list as a loaded result), for StoreState's loading, error and empty. */
  result: StoreResult<unknown>;
  places: Place[];
}

const noop = () => {};

/**
 * The places of a maps widget: the page context list `contextProperty` when set (a value that is no list holds no
 * places), else the records of its store or data type, narrowed by its filter setting and `filter` input.
 * `enabled: false` keeps the store idle (GoogleMaps without a key).
 */
export function usePlaces(id: string, settings: PlaceSettings, enabled = true): PlacesSource {
  const contextName = settings.contextProperty.trim();
  const contextValue = useContextValue<unknown>(contextName || '\u0000none');
  const source = useDataSource(id, settings);
  const view = useStoreView<unknown>(source.storeName, { filters: source.filters, text: source.text, pageSize: MAX_PLACES, enabled: enabled && !contextName });
  const contextResult = useMemo<StoreResult<unknown>>(() => {
    const elements = Array.isArray(contextValue) ? contextValue : [];
    return { name: contextName, status: 'success', elements, total: elements.length, error: null, fetching: false, refetch: noop };
  }, [contextName, contextValue]);
  const result = contextName ? contextResult : view.result;
  const { nameProperty, addressProperty, latitudeProperty, longitudeProperty } = settings;
  const places = useMemo(
    () => placesOf(result.elements, { nameProperty, addressProperty, latitudeProperty, longitudeProperty }),
    [result.elements, nameProperty, addressProperty, latitudeProperty, longitudeProperty],
  );
  return { result, places };
}
