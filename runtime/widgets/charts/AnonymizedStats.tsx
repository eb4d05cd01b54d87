import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/AnonymizedStats';
import { formatNumber } from '../../format';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { dataStoreName, errorText, LoadingState, storeDefinition, storeSearchRequest } from '../../stores';
import { MIN_WIDTH } from './chartPoints';
import { chartDrawings } from './lazyDrawings';
import { useLazyModule } from '../../hooks/useLazyModule';
import { lastQuarters } from './quarters';

export type AnonymizedStatsSettings = SettingsOf<typeof spec.schema>;

/**
 * How many records of a data type were created per quarter, the last `quartersCount` quarters: one count per
 * quarter (a search by `createdAt` for one record, reading its total), so no record's fields reach the page.
 */
function AnonymizedStats({ settings }: WidgetProps<AnonymizedStatsSettings>) {
  const { t } = useTranslation('charts');
  const type = settings.dataType.trim();
  const store = storeDefinition(type ? dataStoreName(type) : null);
  const drawings = useLazyModule(chartDrawings);
  const quarters = useMemo(() => lastQuarters(settings.quartersCount, new Date()), [settings.quartersCount]);
  const counts = useQuery({
    // Under the store's key, so a write to the type counts again.
    queryKey: ['store', store?.name ?? '', 'quarters', quarters[0]?.from],
    queryFn: () => Promise.all(quarters.map(async (quarter) => {
      const search = storeSearchRequest([{ logicalOperator: 'and', fieldSearches: [
        { type: 'date', fieldname: 'createdAt', matcher: 'greaterThanOrEquals', value: quarter.from },
        { type: 'date', fieldname: 'createdAt', matcher: 'lessThan', value: quarter.to },
      ] }], { page: 1, size: 1 });
      return { label: quarter.label, value: (await store!.search(search)).totalElements };
    })),
    enabled: !!store,
  });
  if (!store) return <ConfigureNotice details={t('anonymizedStats.chooseType')} />;
  if (counts.isError) return <ErrorState message={t('anonymizedStats.failed')} details={errorText(counts.error)} />;
  if (!counts.data) return <LoadingState />;
  return (
    <figure data-testid="anonymized-stats" style={{ margin: 0, width: '100%', minWidth: MIN_WIDTH }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 8 }}>{t('anonymizedStats.caption', { type })}</figcaption>
      <div role="img" aria-label={t('anonymizedStats.caption', { type })} style={{ width: '100%', height: 240 }}>
        {drawings ? <drawings.QuarterBars rows={counts.data} name={t('anonymizedStats.records')} /> : null}
      </div>
      <table data-testid="anonymized-stats-table" style={{ borderCollapse: 'collapse', fontSize: 13, marginTop: 8 }}>
        <thead><tr><th scope="col" style={{ textAlign: 'left', paddingRight: 16 }}>{t('anonymizedStats.quarter')}</th><th scope="col" style={{ textAlign: 'right' }}>{t('anonymizedStats.records')}</th></tr></thead>
        <tbody>
          {counts.data.map((row) => (
            <tr key={row.label}><td style={{ paddingRight: 16 }}>{row.label}</td><td style={{ textAlign: 'right' }}>{formatNumber(row.value)}</td></tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export const AnonymizedStatsWidget = widgetFromSpec(spec, AnonymizedStats);
