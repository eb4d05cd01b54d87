import { googleMapsScriptUrl } from '../../../model/maps/googleMaps';

/**
 * Loads the Google Maps JavaScript API once per page: one script element with the key, the API's `callback`
 * resolving the shared promise. Called only when a key is configured, so a page without one never asks Google for
 * anything. A script that fails to load rejects (and the next widget may try again); a key Google refuses calls
 * the API's global `gm_authFailure`, which the widgets listen to.
 */

/** The part of the Maps API the widgets use (its libraries come through `importLibrary`). */
export interface LatLngLiteral {
  lat: number;
  lng: number;
}

export interface MapsEventTarget {
  addListener(event: string, handler: () => void): unknown;
}

export interface GoogleMap extends MapsEventTarget {
  setCenter(center: LatLngLiteral): void;
  setZoom(zoom: number): void;
  fitBounds(bounds: { north: number; south: number; east: number; west: number }, padding?: number): void;
}

export interface ClassicMarker extends MapsEventTarget {
  setMap(map: GoogleMap | null): void;
}

export interface AdvancedMarker extends MapsEventTarget {
  map: GoogleMap | null;
}

export interface InfoWindow {
  setContent(content: Node | string): void;
  open(options: { anchor: unknown; map: GoogleMap }): void;
  close(): void;
}

export interface MapsLibrary {
  Map: new (element: HTMLElement, options: Record<string, unknown>) => GoogleMap;
  InfoWindow: new (options?: Record<string, unknown>) => InfoWindow;
}

export interface MarkerLibrary {
  Marker: new (options: { map: GoogleMap; position: LatLngLiteral; title: string }) => ClassicMarker;
  AdvancedMarkerElement: new (options: { map: GoogleMap; position: LatLngLiteral; title: string }) => AdvancedMarker;
}

export interface GoogleMapsApi {
  importLibrary(name: 'maps'): Promise<MapsLibrary>;
  importLibrary(name: 'marker'): Promise<MarkerLibrary>;
}

/** The global function the API calls when it is ready (named in the script address). */
export const MAPS_READY_CALLBACK = '__baukastenGoogleMapsReady';

type MapsWindow = Window & {
  google?: { maps?: GoogleMapsApi };
  gm_authFailure?: () => void;
} & Record<string, unknown>;

let loading: Promise<GoogleMapsApi> | null = null;
let authFailed = false;
const authListeners = new Set<() => void>();

export function loadGoogleMaps(key: string, language?: string): Promise<GoogleMapsApi> {
  loading ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const page = window as unknown as MapsWindow;
    page.gm_authFailure = () => {
      authFailed = true;
      for (const listener of authListeners) listener();
    };
    page[MAPS_READY_CALLBACK] = () => {
      const maps = page.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error('Google Maps did not start'));
    };
    const script = document.createElement('script');
    script.src = googleMapsScriptUrl(key, MAPS_READY_CALLBACK, language);
    script.async = true;
    script.dataset.googleMaps = 'true';
    script.onerror = () => {
      script.remove();
      loading = null;
      reject(new Error('The Google Maps script could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Google refused the key (then every map of the page is unusable); `listener` hears of it when it happens later. */
export function onMapsAuthFailure(listener: () => void): () => void {
  authListeners.add(listener);
  return () => void authListeners.delete(listener);
}

export function mapsAuthFailed(): boolean {
  return authFailed;
}

/** For tests: forget the loaded API (a new page). */
export function resetGoogleMapsLoader(): void {
  loading = null;
  authFailed = false;
  authListeners.clear();
}
