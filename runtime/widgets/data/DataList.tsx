import { useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/DataList';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useEmit } from '../../sockets/hooks';
import { StoreState } from '../../stores';
import { cellText, fieldsOf, valueAt } from './cellText';
import { useItemLinks } from './itemLink';
import { ListPager } from './ListPager';
import { useDataView } from './useDataView';

export type DataListSettings = SettingsOf<typeof spec.schema>;
type Item = Record<string, unknown>;

const styles = {
  entry: { padding: '10px 12px', border: '1px solid #e2e8f0', borderRadius: 6, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 12, rowGap: 2 },
  label: { color: '#718096', fontSize: 13 },
} satisfies Record<string, CSSProperties>;

function DataList({ id, settings }: WidgetProps<DataListSettings>) {
  const { t, i18n } = useTranslation('data');
  const emit = useEmit<'itemClicked'>(id);
  const links = useItemLinks(settings.link);
  const view = useDataView<Item>(id, settings);
  const words = useMemo(() => ({ yes: t('table.yes'), no: t('table.no') }), [t]);
  const chosen = settings.properties.filter((p) => p.property?.trim());
  const shown = chosen.length > 0 ? chosen.map((p) => ({ property: p.property, label: p.label || p.property })) : fieldsOf(view.result.elements).map((property) => ({ property, label: property }));
  return (
    <StoreState result={view.result} empty={t('empty')}>
      <div data-testid="data-list" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        {view.result.elements.map((record, index) => (
          <dl key={typeof record.id === 'string' ? record.id : index} data-testid="list-item" style={{ ...styles.entry, margin: 0, cursor: links.href(record) ? 'pointer' : undefined }} onClick={() => {
            emit('itemClicked', record);
            links.open(record);
          }}>
            {shown.map(({ property, label }) => [
              <dt key={`${property}-label`} style={styles.label}>{label}</dt>,
              <dd key={property} data-property={property} style={{ margin: 0 }}>{cellText(valueAt(record, property), property, words, i18n.language)}</dd>,
            ])}
          </dl>
        ))}
      </div>
      <ListPager view={view} />
    </StoreState>
  );
}

export const DataListWidget = widgetFromSpec(spec, DataList);
