import { useCallback, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/OfflineSearch';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { noticeStyles } from '../../hooks/styles';
import { useRenderMode } from '../../render/extensions';
import { useEmit, useSetContextValue } from '../../sockets/hooks';
import { loadStoreRecords, storeDefinition, UnknownStore } from '../../stores';
import { formatDateTime } from '../../format';
import { valueAt } from '../data/cellText';
import { cachedRecords, cachedStore, replaceStoreRecords } from './offlineDb';
import { matchRecords } from './offlineMatch';
import { OfflineRecordEditor } from './OfflineRecordEditor';
import { useOfflineValue, useOnline, useOutboxSync } from './useOffline';

export type OfflineSearchSettings = SettingsOf<typeof spec.schema>;

/** Most records of a store kept offline (one request of the API's largest page). */
const OFFLINE_RECORDS = 1000;

/**
 * Searches a store in the browser's copy. With a connection the copy is loaded (after the outbox was sent, so no
 * waiting change is lost) and kept; without one the search goes on in the copy, and the status line says since
 * when it is. A chosen record goes out on `selected` (and into `contextProperty`); with `editableFields` it can be
 * changed, offline too (docs/widgets.md, "Offline, export, store configuration and Microsoft 365").
 */
function OfflineSearch({ id, settings }: WidgetProps<OfflineSearchSettings>) {
  const { t, i18n } = useTranslation('offline');
  const mode = useRenderMode();
  const online = useOnline();
  const emit = useEmit<'selected'>(id);
  const setContext = useSetContextValue();
  const inputId = useId();
  const definition = storeDefinition(settings.store);
  const store = definition?.name ?? '';
  const [query, setQuery] = useState('');
  const [loading, setLoading] = useState<'idle' | 'loading' | 'failed'>('idle');
  const [selected, setSelected] = useState<Record<string, unknown> | null>(null);

  const refresh = useCallback(async () => {
    if (!definition) return;
    setLoading('loading');
    try {
      await replaceStoreRecords(definition.name, await loadStoreRecords(definition, OFFLINE_RECORDS));
      setLoading('idle');
    } catch (error) {
      console.error(`OfflineSearch: ${definition.name} could not be loaded`, error);
      setLoading('failed');
    }
  }, [definition]);
  useOutboxSync(online && !!definition, () => void refresh(), store);

  const records = useOfflineValue(() => (store ? cachedRecords(store) : Promise.resolve([])), [store]);
  const copy = useOfflineValue(() => (store ? cachedStore(store) : Promise.resolve(undefined)), [store]);
  const found = useMemo(() => matchRecords(records ?? [], query, settings.searchProperties, settings.maxResults), [records, query, settings.searchProperties, settings.maxResults]);

  if (!definition) return <UnknownStore name={settings.store} />;

  const status = (() => {
    if (loading === 'failed') return t('search.loadFailed');
    if (!copy) return online ? t('search.loading') : t('search.noCopy');
    const values = { count: copy.count, date: formatDateTime(copy.loadedAt, i18n.language) };
    return online ? t('search.online', values) : t('search.offline', values);
  })();
  const label = (record: Record<string, unknown>) => String(valueAt(record, settings.displayProperty) ?? record.id ?? '');
  const choose = (record: Record<string, unknown>) => {
    setSelected(record);
    emit('selected', record);
    if (settings.contextProperty) setContext(settings.contextProperty, record);
  };

  return (
    <div data-testid="offline-search" style={{ display: 'grid', gap: 6 }}>
      <label htmlFor={inputId}>{t('search.label')}</label>
      <input id={inputId} type="search" value={query} placeholder={settings.placeholder || t('search.placeholder')} onChange={(event) => setQuery(event.target.value)} />
      <div data-testid="offline-search-status" role="status" style={{ ...noticeStyles.empty, textAlign: 'left', fontSize: 12, padding: 0 }}>
        {!online ? <strong>{t('status.offline')}: </strong> : null}
        {status}
      </div>
      {query.trim() && records ? (
        found.length === 0 ? (
          <div data-testid="offline-search-empty">{t('search.noResults')}</div>
        ) : (
          <ul data-testid="offline-search-results" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {found.map((record) => (
              <li key={String(record.id)}>
                <button type="button" aria-pressed={selected?.id === record.id} style={{ all: 'unset', cursor: 'pointer', padding: '4px 0', fontWeight: selected?.id === record.id ? 600 : 400 }} onClick={() => choose(record)}>
                  {label(record)}
                </button>
              </li>
            ))}
          </ul>
        )
      ) : null}
      {selected && settings.editableFields.length > 0 && mode !== 'edit' ? (
        <OfflineRecordEditor key={String(selected.id)} definition={definition} record={selected} fields={settings.editableFields} online={online} />
      ) : null}
    </div>
  );
}

export const OfflineSearchWidget = widgetFromSpec(spec, OfflineSearch);
