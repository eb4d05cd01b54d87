import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/FilterBar';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { ConfigureNotice } from '../../hooks/notices';
import { storeDefinition, UnknownStore } from '../../stores';
import { FieldValueInput } from './search/FieldValueInput';
import { fieldsQuery } from './search/searchQuery';
import { ResultCount } from './search/SearchNotice';
import { usePublishSearch, useSearchResults } from './search/useSearchOutputs';
import { SEARCH_DEBOUNCE_MS } from './TextSearch';

export type FilterBarSettings = SettingsOf<typeof spec.schema>;

/**
 * One input per filter entry ({label, property, type}); what is filled in becomes one query in which every entry
 * must hold, published after typing pauses on `value` and the context variable, and with a store searched there
 * (page 1 of 50, records on `results`). Empty entries filter nothing.
 */
function FilterBar({ id, settings }: WidgetProps<FilterBarSettings>) {
  const { t } = useTranslation('inputs');
  const editing = useRenderMode() === 'edit';
  const [values, setValues] = useState<Record<string, unknown>>({});
  const [debounced] = useDebounce(values, SEARCH_DEBOUNCE_MS);
  const entries = settings.filters.filter((entry) => entry.property?.trim());
  const group = fieldsQuery(entries.map((entry) => ({ property: entry.property, type: entry.type, value: debounced[entry.property] })));
  const storeName = settings.store.trim();
  const search = { group, text: null };
  usePublishSearch(id, settings.contextProperty, search);
  const result = useSearchResults(id, storeName, search, !!storeName && !editing);
  if (entries.length === 0) return <ConfigureNotice details={t('filterBar.noFilters')} />;
  if (storeName && !storeDefinition(storeName)) return <UnknownStore name={storeName} />;
  return (
    <div role="search" aria-label={settings.label || t('widgets.FilterBar.title', { ns: 'widgets' })}>
      {settings.label && <div style={{ fontWeight: 600, marginBottom: 4 }}>{settings.label}</div>}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
        {entries.map((entry, at) => (
          <div key={`${entry.property}-${at}`} style={{ minWidth: 160, flex: '1 1 160px' }}>
            <FieldValueInput
              id={`${id}-filter-${at}`}
              label={entry.label || entry.property}
              type={entry.type}
              value={values[entry.property]}
              readOnly={editing}
              onChange={(value) => setValues((current) => ({ ...current, [entry.property]: value }))}
            />
          </div>
        ))}
      </div>
      {storeName && <ResultCount result={result} />}
    </div>
  );
}

export const FilterBarWidget = widgetFromSpec(spec, FilterBar);
