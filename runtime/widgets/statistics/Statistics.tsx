import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Statistics';
import { formatNumber } from '../../format/format';
import { ConfigureNotice } from '../../hooks/notices';
import { useTemplate } from '../../hooks/useTemplate';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useContextValue } from '../../sockets/hooks';
import { useCurrentUser } from '../../auth';
import { MyTasks } from './MyTasks';

export interface StatisticItem {
  /** A context variable (dotted path: `tasks.open`) or a text with placeholders (`{done} / {total}`). */
  value?: string;
  title?: string;
  description?: string;
}

export type StatisticsSettings = SettingsOf<typeof spec.schema>;

const PATH = /^[A-Za-z_][\w-]*(\.[\w-]+)*$/;

function display(value: unknown): string {
  if (value === undefined || value === null || value === '') return '–';
  if (typeof value === 'number') return formatNumber(value);
  if (Array.isArray(value)) return formatNumber(value.length);
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/** One item: its value read from the page context, its title and description. */
function Statistic({ widgetId, item }: { widgetId: string; item: StatisticItem }) {
  const source = item.value?.trim() ?? '';
  const isPath = PATH.test(source);
  const root = isPath ? source.split('.')[0] : '';
  const contextValue = useContextValue<unknown>(root || '$none');
  const templated = useTemplate(widgetId, isPath ? '' : source);
  const value = isPath
    ? source.split('.').slice(1).reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), contextValue)
    : templated;
  return (
    <div data-testid="statistic" style={{ display: 'flex', flexDirection: 'column', gap: 2, padding: 12, border: '1px solid #e2e8f0', borderRadius: 8, background: '#ffffff', minWidth: 140, flex: '1 1 0' }}>
      <span data-testid="statistic-value" style={{ fontSize: 28, fontWeight: 700, lineHeight: 1.1 }}>{display(value)}</span>
      {item.title ? <span data-testid="statistic-title" style={{ fontWeight: 600 }}>{item.title}</span> : null}
      {item.description ? <span data-testid="statistic-description" style={{ fontSize: 13, color: '#4a5568' }}>{item.description}</span> : null}
    </div>
  );
}

/**
 * The statistics widget (also loaded under its other name Stats): a row (or with showAsVertical a column) of
 * items, each with a value taken from the page context, a title and a description; and with showMyTasks (default)
 * the tasks that include the signed-in user. With nothing to show it asks to be configured.
 */
function Statistics({ id, settings }: WidgetProps<StatisticsSettings>) {
  const user = useCurrentUser();
  const tasksShown = settings.showMyTasks && !!user;
  if (settings.statistics.length === 0 && !tasksShown) return <ConfigureNotice />;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {settings.statistics.length > 0 ? (
        <div data-testid="statistics" data-orientation={settings.showAsVertical ? 'vertical' : 'horizontal'} style={{ display: 'flex', flexDirection: settings.showAsVertical ? 'column' : 'row', flexWrap: settings.showAsVertical ? 'nowrap' : 'wrap', gap: 12 }}>
          {settings.statistics.map((item, index) => (
            <Statistic key={index} widgetId={id} item={item} />
          ))}
        </div>
      ) : null}
      {tasksShown ? <MyTasks userId={user.id} /> : null}
    </div>
  );
}

export const StatisticsWidget = widgetFromSpec(spec, Statistics);
