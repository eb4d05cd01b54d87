import { useTranslation } from 'react-i18next';
import type { Place } from './places';

/** Says how many places have no usable coordinates, so a builder knows why markers are missing. */
export function PlacesNote({ places }: { places: Place[] }) {
  const { t } = useTranslation('board');
  const missing = places.filter((place) => !place.position).length;
  if (missing === 0 || missing === places.length) return null;
  return <p data-testid="places-without-position" style={{ margin: '6px 0 0', fontSize: 13, color: '#4a5568' }}>{t('maps.withoutPosition', { count: missing })}</p>;
}
