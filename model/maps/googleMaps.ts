/**
 * Google Maps, shared by the browser (which loads the Maps JavaScript API only when a key is configured) and the
 * server (which lets pages reach the Maps origins only then). README.md, Configuration (`MAPS_API_KEY`);
 * docs/data-views.md, Maps.
 */

/** The documented loader address of the Maps JavaScript API. */
export const GOOGLE_MAPS_SCRIPT = 'https://maps.googleapis.com/maps/api/js';

/**
 * The script address for a key: `loading=async` with a global `callback` the API calls once it is ready (the
 * loading the API documents for scripts added at run time), and the interface language when one is given.
 */
export function googleMapsScriptUrl(key: string, callback: string, language?: string): string {
  const url = new URL(GOOGLE_MAPS_SCRIPT);
  url.searchParams.set('key', key);
  url.searchParams.set('loading', 'async');
  url.searchParams.set('callback', callback);
  if (language) url.searchParams.set('language', language);
  return url.href;
}

/**
 * What the Content-Security-Policy must add for the Maps JavaScript API (Google's allowlist for it): its scripts
 * and requests, its fonts and style sheet, the frames and blob workers it starts (its tiles are https pictures,
 * which the policy allows anyway). Only with a key.
 */
export const GOOGLE_MAPS_POLICY = {
  scriptSrc: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.ggpht.com', 'https://*.googleusercontent.com', 'blob:'],
  connectSrc: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com', 'data:', 'blob:'],
  fontSrc: ['https://fonts.gstatic.com'],
  styleSrc: ['https://fonts.googleapis.com'],
  frameSrc: ['https://*.google.com'],
  workerSrc: ['blob:'],
} as const;

export type MapsPolicyDirective = keyof typeof GOOGLE_MAPS_POLICY;

/** The extra sources of one directive: none without a key. */
export function mapsSources(mapsApiKey: string | undefined, directive: MapsPolicyDirective): string[] {
  return mapsApiKey?.trim() ? [...GOOGLE_MAPS_POLICY[directive]] : [];
}
