/**
 * The destination a maps service is asked for, from a context value: a text as it is; an address object
 * ({street, streetNumber, zip, city, country}, also nested as `address`, as contacts keep it) as one line
 * ('Hauptstraße 5, 10115 Berlin'); coordinates ({lat, lng} or {latitude, longitude}) as 'lat,lng'.
 */
type Fields = Record<string, unknown>;

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '');
const joined = (parts: string[], separator: string) => parts.filter(Boolean).join(separator);

export function mapsDestination(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (!value || typeof value !== 'object' || Array.isArray(value)) return '';
  const fields = value as Fields;
  if (fields.address && typeof fields.address === 'object') return mapsDestination(fields.address);
  const lat = fields.lat ?? fields.latitude;
  const lng = fields.lng ?? fields.lon ?? fields.longitude;
  if (typeof lat === 'number' && typeof lng === 'number') return `${lat},${lng}`;
  return joined([
    joined([text(fields.street), text(fields.streetNumber)], ' '),
    joined([text(fields.zip), text(fields.city)], ' '),
    text(fields.country),
  ], ', ');
}

/** The route to a destination in Google Maps (its documented Maps URLs: https://developers.google.com/maps/documentation/urls). */
export function mapsRouteUrl(destination: string): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(destination)}`;
}
