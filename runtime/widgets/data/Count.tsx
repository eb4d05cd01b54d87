import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Count';
import { ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useSocketInput } from '../../sockets/hooks';
import { LoadingState, storeDefinition, UnknownStore, useStoreCount } from '../../stores';
import { applyEquations, countText } from './countValue';
import { storeNameOf } from './dataSource';
import { useCountUp } from './useCountUp';

export type CountSettings = SettingsOf<typeof spec.schema>;

const styles = {
  box: { display: 'flex', flexDirection: 'column', gap: 4 },
  title: { fontSize: 14, color: '#4a5568' },
  value: { fontSize: 32, fontWeight: 700, fontVariantNumeric: 'tabular-nums' },
} satisfies Record<string, CSSProperties>;

/** What `count` names: a store (`orders`, `data/x`), else a data type's path. */
export function countedStore(count: string): string {
  const name = count.trim();
  return !name || storeDefinition(name) ? name : storeNameOf({ dataType: name });
}

function Count({ id, settings }: WidgetProps<CountSettings>) {
  const { t } = useTranslation('data');
  const filterInput = useSocketInput<unknown>(id, 'filter');
  const filters = useMemo(() => [settings.searchQuery, filterInput], [settings.searchQuery, filterInput]);
  const store = countedStore(settings.count);
  const result = useStoreCount(store, { filters, sum: settings.sumValue });
  const value = result.value === undefined ? undefined : applyEquations(result.value, settings.equations);
  const shown = useCountUp(value, settings.enableCountUp);

  if (result.status === 'unknown') return <UnknownStore name={result.name} />;
  if (result.status === 'error') {
    return settings.sumValue.trim()
      ? <ErrorState message={t('count.notSummable', { type: settings.count.trim() })} />
      : <ErrorState message={t('count.failed')} />;
  }
  if (result.status === 'loading' || shown === undefined) return <LoadingState />;
  return (
    <div style={styles.box}>
      {settings.title ? <span data-testid="count-title" style={styles.title}>{settings.title}</span> : null}
      <span data-testid="count-value" data-value={value} style={styles.value}>{countText(shown, settings.formatAsCurrency)}</span>
    </div>
  );
}

export const CountWidget = widgetFromSpec(spec, Count);
