import { useTranslation } from 'react-i18next';
import {
  Area, AreaChart, Bar, BarChart, CartesianGrid, Cell, Legend, Line, LineChart, Pie, PieChart, ResponsiveContainer, Tooltip, XAxis, YAxis,
} from 'recharts';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Chart';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { StoreState } from '../../stores';
import { useDataView } from '../data/useDataView';
import { chartPoints, MIN_WIDTH, SLICE_COLOURS, type ChartPoint } from './chartPoints';
import { PointsTable } from './PointsTable';

export type ChartSettings = SettingsOf<typeof spec.schema>;

/** How many records a chart draws: the first 100 in the store's order. */
export const CHART_RECORDS = 100;

function Drawing({ type, points, color, name }: { type: ChartSettings['chartType']; points: ChartPoint[]; color: string; name: string }) {
  const axes = [
    <CartesianGrid key="grid" strokeDasharray="3 3" />,
    <XAxis key="x" dataKey="label" />,
    <YAxis key="y" />,
    <Tooltip key="tooltip" />,
  ];
  if (type === 'pie') {
    return (
      <PieChart>
        <Pie data={points} dataKey="value" nameKey="label" isAnimationActive={false} label>
          {points.map((point, index) => <Cell key={index} fill={index === 0 ? color : SLICE_COLOURS[index % SLICE_COLOURS.length]} />)}
        </Pie>
        <Tooltip />
        <Legend />
      </PieChart>
    );
  }
  if (type === 'line') return <LineChart data={points}>{axes}<Line dataKey="value" name={name} stroke={color} isAnimationActive={false} /></LineChart>;
  if (type === 'area') return <AreaChart data={points}>{axes}<Area dataKey="value" name={name} stroke={color} fill={color} fillOpacity={0.3} isAnimationActive={false} /></AreaChart>;
  return <BarChart data={points}>{axes}<Bar dataKey="value" name={name} fill={color} isAnimationActive={false} /></BarChart>;
}

/**
 * A chart of a store's records (recharts): one point per record with a number at `valueProperty`, labelled by
 * `labelProperty`. Without a source or the two properties it asks to be configured; loading, failure and no
 * records show the shared states.
 */
function Chart({ id, settings }: WidgetProps<ChartSettings>) {
  const { t } = useTranslation('charts');
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
            <ResponsiveContainer width="100%" height={settings.height} initialDimension={{ width: 600, height: settings.height }}>
              <Drawing type={settings.chartType} points={points} color={settings.color} name={name} />
            </ResponsiveContainer>
          </div>
        )}
        <PointsTable caption={name} labelHeader={labelProperty} valueHeader={valueProperty} points={points} />
      </figure>
    </StoreState>
  );
}

export const ChartWidget = widgetFromSpec(spec, Chart);
