import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/PercentageBarChart';
import { formatNumber } from '../../format';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';

export type PercentageBarChartSettings = SettingsOf<typeof spec.schema>;

/** Each value's share of the bar in percent: as given, or scaled down when they add up to more than 100. */
export function barShares(values: readonly { value: number }[]): number[] {
  const total = values.reduce((sum, v) => sum + Math.max(0, v.value), 0);
  const scale = total > 100 ? 100 / total : 1;
  return values.map((v) => Math.max(0, v.value) * scale);
}

/** One bar split into coloured parts with a legend (label and percentage) and a text above. */
function PercentageBarChart({ settings }: WidgetProps<PercentageBarChartSettings>) {
  const { t } = useTranslation('charts');
  if (settings.values.length === 0) return <ConfigureNotice details={t('percentageBar.chooseValues')} />;
  const shares = barShares(settings.values);
  return (
    <div data-testid="percentage-bar-chart" style={{ width: settings.width, display: 'flex', flexDirection: 'column', gap: 6 }}>
      {settings.content ? <div data-testid="percentage-bar-content">{settings.content}</div> : null}
      <div role="img" aria-label={settings.values.map((v) => t('percentageBar.part', { label: v.label, value: formatNumber(v.value) })).join(', ')}
        style={{ display: 'flex', height: 20, border: `1px solid ${settings.borderColor}`, borderRadius: 4, overflow: 'hidden', background: '#ffffff' }}>
        {settings.values.map((v, index) => (
          <div key={index} data-testid="percentage-bar-part" title={`${v.label}: ${formatNumber(v.value)} %`}
            style={{ width: `${shares[index]}%`, background: v.color ?? '#3182ce' }} />
        ))}
      </div>
      <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 12, fontSize: 13 }}>
        {settings.values.map((v, index) => (
          <li key={index} data-testid="percentage-bar-legend" style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
            <span aria-hidden="true" style={{ width: 10, height: 10, borderRadius: 2, background: v.color ?? '#3182ce' }} />
            {t('percentageBar.part', { label: v.label, value: formatNumber(v.value) })}
          </li>
        ))}
      </ul>
    </div>
  );
}

export const PercentageBarChartWidget = widgetFromSpec(spec, PercentageBarChart);
