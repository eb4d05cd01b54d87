import { valueAt } from '../data/cellText';

/**
 * Places as the maps widgets show them, read from records or context list entries by the property names of their
 * settings (dotted paths). Coordinates may be numbers or numeric texts; values outside the earth's range count as
 * missing, so such a place is listed but gets no marker.
 */
export interface Place {
  /** The record's id, else the position in the list. */
  key: string;
  name: string;
  address: string;
  position: { lat: number; lng: number } | null;
}

export interface PlaceProperties {
  nameProperty: string;
  addressProperty: string;
  latitudeProperty: string;
  longitudeProperty: string;
}

function textAt(record: unknown, path: string): string {
  const value = path.trim() ? valueAt(record, path.trim()) : undefined;
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

function coordinate(record: unknown, path: string, limit: number): number | null {
  const raw = path.trim() ? valueAt(record, path.trim()) : undefined;
  const value = typeof raw === 'number' ? raw : typeof raw === 'string' && raw.trim() !== '' ? Number(raw.replace(',', '.')) : Number.NaN;
  return Number.isFinite(value) && Math.abs(value) <= limit ? value : null;
}

export function placesOf(records: readonly unknown[], properties: PlaceProperties): Place[] {
  return records.map((record, index) => {
    const id = record && typeof record === 'object' ? (record as { id?: unknown }).id : undefined;
    const lat = coordinate(record, properties.latitudeProperty, 90);
    const lng = coordinate(record, properties.longitudeProperty, 180);
    return {
      key: typeof id === 'string' && id ? id : String(index),
      name: textAt(record, properties.nameProperty),
      address: textAt(record, properties.addressProperty),
      position: lat !== null && lng !== null ? { lat, lng } : null,
    };
  });
}

/**
 * The address of a place in Google Maps' search (its documented `api=1` URL): by address when it has one, else by
 * its coordinates; null when it has neither.
 */
export function mapsSearchUrl(place: Place): string | null {
  const query = place.address || (place.position ? `${place.position.lat},${place.position.lng}` : '');
  return query ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}` : null;
}

/** The box around the places' positions, for fitting the map to all markers. */
export function boundsOf(places: readonly Place[]): { north: number; south: number; east: number; west: number } | null {
  const positions = places.flatMap((place) => (place.position ? [place.position] : []));
  if (positions.length === 0) return null;
  return {
    north: Math.max(...positions.map((p) => p.lat)),
    south: Math.min(...positions.map((p) => p.lat)),
    east: Math.max(...positions.map((p) => p.lng)),
    west: Math.min(...positions.map((p) => p.lng)),
  };
}
