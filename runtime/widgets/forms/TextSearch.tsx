import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/TextSearch';
import { TextInput } from '../../inputs/TextInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { storeDefinition, UnknownStore } from '../../stores';
import { ResultCount } from './search/SearchNotice';
import { usePublishSearch, useSearchResults } from './search/useSearchOutputs';

export type TextSearchSettings = SettingsOf<typeof spec.schema>;

/** Typing waits this long before searching, so a word is searched once, not once per letter. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * Free text over the store's searchable fields (page 1 of 50). The text goes out on `value` and into the context
 * variable (lists and counts filter by it as free text), the records found on `results`. Without a store, or with
 * a name no store has, it says so instead of searching.
 */
function TextSearch({ id, settings }: WidgetProps<TextSearchSettings>) {
  const { t } = useTranslation('inputs');
  const editing = useRenderMode() === 'edit';
  const [text, setText] = useState<string | undefined>(undefined);
  const [debounced] = useDebounce(text?.trim() || null, SEARCH_DEBOUNCE_MS);
  const storeName = settings.store.trim();
  const known = !!storeDefinition(storeName);
  const search = { group: null, text: debounced };
  usePublishSearch(id, settings.contextProperty, search);
  const result = useSearchResults(id, storeName, search, known && !editing);
  if (!known) return <UnknownStore name={storeName} />;
  return (
    <div role="search">
      <TextInput
        id={`${id}-input`}
        type="search"
        value={text}
        onChange={setText}
        readOnly={editing}
        label={settings.label || t('widgets.TextSearch.title', { ns: 'widgets' })}
        placeholder={settings.placeholder || t('search.placeholder')}
      />
      <ResultCount result={result} />
    </div>
  );
}

export const TextSearchWidget = widgetFromSpec(spec, TextSearch);
