import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Chart';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { StoreState } from '../../stores';
import { useDataView } from '../data/useDataView';
import { chartPoints, MIN_WIDTH } from './chartPoints';
import { chartDrawings } from './lazyDrawings';
import { useLazyModule } from '../../hooks/useLazyModule';
import { PointsTable } from './PointsTable';

export type ChartSettings = SettingsOf<typeof spec.schema>;

/** How many records a chart draws: the first 100 in the store's order. */
export const CHART_RECORDS = 100;

/**
 * A chart of a store's records (recharts): one point per record with a number at `valueProperty`, labelled by
 * `labelProperty`. Without a source or the two properties it asks to be configured; loading, failure and no
 * records show the shared states.
 */
function Chart({ id, settings }: WidgetProps<ChartSettings>) {
  const { t } = useTranslation('charts');
  const drawings = useLazyModule(chartDrawings);
  const view = useDataView<Record<string, unknown>>(id, { ...settings, pageSize: CHART_RECORDS });
  const labelProperty = settings.labelProperty.trim();
  const valueProperty = settings.valueProperty.trim();
  if (!labelProperty || !valueProperty) return <ConfigureNotice details={t('chart.chooseProperties')} />;
  const points = chartPoints(view.result.elements, labelProperty, valueProperty);
  const name = settings.title || valueProperty;
  return (
    <StoreState result={view.result} empty={t('chart.empty')}>
      <figure data-testid="chart" data-chart-type={settings.chartType} style={{ margin: 0, position: 'relative', width: '100%', minWidth: MIN_WIDTH }}>
        {settings.title ? <figcaption data-testid="chart-title" style={{ fontWeight: 600, marginBottom: 8 }}>{settings.title}</figcaption> : null}
        {points.length === 0 ? (
          <div data-testid="chart-no-values" style={{ padding: 12, color: '#4a5568' }}>{t('chart.noValues', { property: valueProperty })}</div>
        ) : (
          <div role="img" aria-label={t('chart.label', { title: name, count: points.length })} style={{ width: '100%', height: settings.height }}>
            {drawings ? <drawings.Drawing type={settings.chartType} points={points} color={settings.color} name={name} height={settings.height} /> : null}
          </div>
        )}
        <PointsTable caption={name} labelHeader={labelProperty} valueHeader={valueProperty} points={points} />
      </figure>
    </StoreState>
  );
}

export const ChartWidget = widgetFromSpec(spec, Chart);
