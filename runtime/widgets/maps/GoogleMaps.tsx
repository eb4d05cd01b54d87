import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/GoogleMaps';
import { useRuntimeConfig } from '../../app/runtimeConfig';
import { ConfigureNotice, EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { LoadingState, StoreState } from '../../stores';
import {
  loadGoogleMaps, mapsAuthFailed, onMapsAuthFailure, type AdvancedMarker, type ClassicMarker, type GoogleMap, type MapsLibrary,
  type MarkerLibrary,
} from './googleMapsLoader';
import { boundsOf, type Place } from './places';
import { PlacesNote } from './PlacesNote';
import { usePlaces } from './usePlaces';

export type GoogleMapsSettings = SettingsOf<typeof spec.schema>;

/** Where a map starts before its markers are placed (the middle of Germany). */
const START = { center: { lat: 51.16, lng: 10.45 }, zoom: 5 };

type MapState =
  | { status: 'loading' | 'failed' | 'refused' }
  | { status: 'ready'; map: GoogleMap; maps: MapsLibrary; markers: MarkerLibrary };

/** The info window's content: built from text nodes, so a place's name can never be markup. */
function infoContent(place: Place): HTMLElement {
  const box = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = place.name;
  const address = document.createElement('div');
  address.textContent = place.address;
  box.append(name, address);
  return box;
}

function MapView({ apiKey, places, height, zoom, mapId }: { apiKey: string; places: Place[]; height: number; zoom: number; mapId: string }) {
  const { t, i18n } = useTranslation('board');
  const element = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<MapState>(() => ({ status: mapsAuthFailed() ? 'refused' : 'loading' }));
  const language = i18n.language.split(/[_-]/)[0];

  useEffect(() => {
    let current = true;
    const stop = onMapsAuthFailure(() => current && setState({ status: 'refused' }));
    loadGoogleMaps(apiKey, language)
      .then(async (api) => {
        const [maps, markers] = await Promise.all([api.importLibrary('maps'), api.importLibrary('marker')]);
        if (!current || !element.current) return;
        const map = new maps.Map(element.current, { ...START, ...(mapId ? { mapId } : {}) });
        setState({ status: 'ready', map, maps, markers });
      })
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
      stop();
    };
  }, [apiKey, language, mapId]);

  // One marker per place with a position (an advanced marker on a map with a map id); a click shows its name and
  // address. The map shows all of them: one place at the configured zoom, several fitted into view.
  useEffect(() => {
    if (state.status !== 'ready') return;
    const { map, maps, markers } = state;
    const info = new maps.InfoWindow();
    const made: (ClassicMarker | AdvancedMarker)[] = [];
    for (const place of places) {
      if (!place.position) continue;
      const options = { map, position: place.position, title: place.name || place.address };
      const marker = mapId ? new markers.AdvancedMarkerElement(options) : new markers.Marker(options);
      marker.addListener('click', () => {
        info.setContent(infoContent(place));
        info.open({ anchor: marker, map });
      });
      made.push(marker);
    }
    const bounds = boundsOf(places);
    if (bounds && bounds.north === bounds.south && bounds.east === bounds.west) {
      map.setCenter({ lat: bounds.north, lng: bounds.east });
      map.setZoom(zoom);
    } else if (bounds) {
      map.fitBounds(bounds, 40);
    }
    return () => {
      info.close();
      for (const marker of made) {
        if ('setMap' in marker) marker.setMap(null);
        else marker.map = null;
      }
    };
  }, [state, places, zoom, mapId]);

  if (state.status === 'failed') return <ErrorState message={t('maps.loadFailed')} />;
  if (state.status === 'refused') return <ErrorState message={t('maps.keyRefused')} />;
  const located = places.filter((place) => place.position).length;
  return (
    <div style={{ position: 'relative', width: '100%', height }}>
      <div ref={element} data-testid="google-map" role="region" aria-label={t('maps.mapLabel', { count: located })} style={{ width: '100%', height: '100%' }} />
      {state.status === 'loading' ? <div style={{ position: 'absolute', inset: 0 }}><LoadingState /></div> : null}
    </div>
  );
}

/**
 * A Google map with a marker per place. Without a Maps key in the runtime configuration it asks to be configured
 * and neither loads the Maps script nor the places; with one the script loads once per page.
 */
function GoogleMaps({ id, settings }: WidgetProps<GoogleMapsSettings>) {
  const { t } = useTranslation('board');
  const config = useRuntimeConfig();
  const apiKey = config?.mapsApiKey?.trim() ?? '';
  const { result, places } = usePlaces(id, settings, !!apiKey);
  if (!config) return <LoadingState />;
  if (!apiKey) return <ConfigureNotice details={t('maps.noKey')} />;
  const located = places.filter((place) => place.position).length;
  return (
    <StoreState result={result} empty={t('maps.empty')}>
      {located === 0
        ? <EmptyState message={t('maps.noPositions')} />
        : <MapView apiKey={apiKey} places={places} height={settings.height} zoom={settings.zoom} mapId={settings.mapId.trim()} />}
      <PlacesNote places={places} />
    </StoreState>
  );
}

export const GoogleMapsWidget = widgetFromSpec(spec, GoogleMaps);
