import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/KeyValueTable';
import { ConfigureNotice, EmptyState, ErrorState } from '../../hooks/notices';
import { useTemplate } from '../../hooks/useTemplate';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useContextValue } from '../../sockets/hooks';
import { errorText, LoadingState, UnknownStore, useStoreEntity } from '../../stores';
import { cellText, fieldsOf, valueAt } from './cellText';
import { storeNameOf } from './dataSource';

export type KeyValueTableSettings = SettingsOf<typeof spec.schema>;

const cell: CSSProperties = { padding: '6px 12px', borderBottom: '1px solid #edf2f7', textAlign: 'left', verticalAlign: 'top' };

function KeyValueTable({ id, settings }: WidgetProps<KeyValueTableSettings>) {
  const { t, i18n } = useTranslation('data');
  const contextName = settings.contextProperty.trim();
  const fromContext = useContextValue<unknown>(contextName || '\u0000none');
  const entityId = useTemplate(id, settings.entityId.trim());
  const store = contextName ? '' : storeNameOf(settings);
  const result = useStoreEntity(store || null, entityId && !entityId.includes('{') ? entityId : null);
  const words = useMemo(() => ({ yes: t('table.yes'), no: t('table.no') }), [t]);
  if (!contextName && (!store || !entityId)) return <ConfigureNotice />;
  let record: unknown;
  if (contextName) record = fromContext;
  else if (result.status === 'unknown') return <UnknownStore name={result.name} />;
  else if (result.status === 'error') return <ErrorState details={errorText(result.error)} />;
  else if (result.status !== 'success') return <LoadingState />;
  else record = result.entity;
  if (!record || typeof record !== 'object') return <EmptyState message={t('empty')} />;
  const chosen = settings.properties.filter((p) => p.property?.trim());
  const rows = chosen.length > 0 ? chosen.map((p) => ({ property: p.property, label: p.label || p.property })) : fieldsOf([record as Record<string, unknown>]).map((property) => ({ property, label: property }));
  return (
    <table data-testid="key-value-table" style={{ borderCollapse: 'collapse', fontSize: 14 }}>
      <tbody>
        {rows.map(({ property, label }) => (
          <tr key={property} data-property={property}>
            <th scope="row" style={{ ...cell, color: '#4a5568', fontWeight: 600 }}>{label}</th>
            <td style={cell}>{cellText(valueAt(record, property), property, words, i18n.language)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export const KeyValueTableWidget = widgetFromSpec(spec, KeyValueTable);
