import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { useDebounce } from 'use-debounce';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/StoreConfigurator';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { setConfiguredQuery, storeDefinition, UnknownStore, useConfiguredQuery, type ConfiguredQuery } from '../../stores';
import { buttonStyle } from '../theme';

export type StoreConfiguratorSettings = SettingsOf<typeof spec.schema>;

/** Typing waits this long before the store is searched again. */
const TEXT_DEBOUNCE_MS = 300;

/**
 * Search, sort and page size of a named store, chosen by the visitor and published to the store (every widget
 * showing it follows; stores/configuredQuery.ts). Its controls show the store's current choice, so two
 * configurators of one store agree. "Zurücksetzen" goes back to the store's default query. In edit mode the
 * controls show but change nothing.
 */
function StoreConfigurator({ id, settings }: WidgetProps<StoreConfiguratorSettings>) {
  const { t } = useTranslation('offline');
  const editing = useRenderMode() === 'edit';
  const client = useQueryClient();
  const emit = useEmit<'query'>(id);
  const definition = storeDefinition(settings.store);
  const name = definition?.name ?? '';
  const current = useConfiguredQuery(name);
  const [text, setText] = useState(current.text ?? '');
  const [debounced] = useDebounce(text.trim(), TEXT_DEBOUNCE_MS);
  const ids = { text: useId(), sort: useId(), size: useId() };

  const publish = (next: ConfiguredQuery) => {
    if (editing || !name) return;
    setConfiguredQuery(client, name, next);
    emit('query', { store: name, text: next.text ?? '', sort: next.sort ?? '', size: next.size ?? definition!.query.size ?? null });
  };
  useEffect(() => {
    if (debounced !== (current.text ?? '')) publish({ ...current, text: debounced });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- publish when the typed text settles, not on every render
  }, [debounced]);

  if (!definition) return <UnknownStore name={settings.store} />;
  const sizes = [...new Set(settings.pageSizes.filter((size) => Number.isInteger(size) && size > 0))];

  return (
    <div data-testid="store-configurator" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
      {settings.showSearch ? (
        <label htmlFor={ids.text} style={{ display: 'grid', gap: 2 }}>
          <span>{t('configurator.search')}</span>
          <input id={ids.text} type="search" value={text} disabled={editing} onChange={(event) => setText(event.target.value)} />
        </label>
      ) : null}
      {settings.sortFields.length > 0 ? (
        <label htmlFor={ids.sort} style={{ display: 'grid', gap: 2 }}>
          <span>{t('configurator.sort')}</span>
          <select id={ids.sort} value={current.sort ?? ''} disabled={editing} onChange={(event) => publish({ ...current, sort: event.target.value || undefined })}>
            <option value="">{t('configurator.defaultSort')}</option>
            {settings.sortFields.flatMap((field) => [
              <option key={field} value={field}>{t('configurator.ascending', { field })}</option>,
              <option key={`-${field}`} value={`-${field}`}>{t('configurator.descending', { field })}</option>,
            ])}
          </select>
        </label>
      ) : null}
      {sizes.length > 0 ? (
        <label htmlFor={ids.size} style={{ display: 'grid', gap: 2 }}>
          <span>{t('configurator.pageSize')}</span>
          <select id={ids.size} value={current.size ?? ''} disabled={editing} onChange={(event) => publish({ ...current, size: Number(event.target.value) || undefined })}>
            <option value="">{t('configurator.defaultSize', { size: definition.query.size })}</option>
            {sizes.map((size) => <option key={size} value={size}>{size}</option>)}
          </select>
        </label>
      ) : null}
      <button
        type="button"
        disabled={editing}
        style={buttonStyle('outline', 'neutral', 'sm', editing)}
        onClick={() => {
          setText('');
          publish({});
        }}
      >
        {t('configurator.reset')}
      </button>
    </div>
  );
}

export const StoreConfiguratorWidget = widgetFromSpec(spec, StoreConfigurator);
