import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/MapsList';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { StoreState, usePaging } from '../../stores';
import { Pager } from '../../ui/Pager';
import { mapsSearchUrl } from './places';
import { usePlaces } from './usePlaces';

export type MapsListSettings = SettingsOf<typeof spec.schema>;

/**
 * The places as a list: name, address and a link that opens the place in Google Maps in a new window (by its
 * address, else its coordinates). Works without a Maps key: the link is an ordinary address, nothing is loaded.
 */
function MapsList({ id, settings }: WidgetProps<MapsListSettings>) {
  const { t } = useTranslation('board');
  const { result, places } = usePlaces(id, settings);
  const paging = usePaging(places.length, settings.pageSize, result.elements);
  const empty = settings.emptyText.trim() || t('maps.empty');
  return (
    <StoreState result={result} empty={empty}>
      <ul aria-label={t('mapsList.label')} data-testid="maps-list" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {paging.slice(places).map((place) => {
          const href = mapsSearchUrl(place);
          const name = place.name || place.address;
          return (
            <li key={place.key} data-testid="maps-list-place" style={{ padding: '8px 4px', borderBottom: '1px solid #edf2f7' }}>
              <div data-testid="place-name" style={{ fontWeight: 600 }}>{place.name}</div>
              {place.address ? <div data-testid="place-address" style={{ color: '#4a5568' }}>{place.address}</div> : null}
              {href ? (
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={t('mapsList.openNamed', { name })} style={{ fontSize: 14 }}>
                  {t('mapsList.open')}
                </a>
              ) : null}
            </li>
          );
        })}
      </ul>
      {paging.pageCount > 1 ? <Pager page={paging.page} pageCount={paging.pageCount} onPage={paging.setPage} /> : null}
    </StoreState>
  );
}

export const MapsListWidget = widgetFromSpec(spec, MapsList);
