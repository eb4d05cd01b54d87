import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebounce } from 'use-debounce';
import { Button, HStack } from '@chakra-ui/react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/StoreSearch';
import { TextInput } from '../../inputs/TextInput';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useSocketInput } from '../../sockets/hooks';
import { ErrorState } from '../../hooks/notices';
import { storeDefinition, UnknownStore } from '../../stores';
import { AdvancedSearch, newRow, type ConditionRow, type SearchField } from './search/AdvancedSearch';
import { conditionsQuery, usableQuery, wordSearch, type LogicalOperator } from './search/searchQuery';
import { ResultCount } from './search/SearchNotice';
import { NO_SEARCH, usePublishSearch, useSearchResults, type PublishedSearch } from './search/useSearchOutputs';
import { useSearchableFields } from './search/useSearchableFields';
import { SEARCH_DEBOUNCE_MS } from './TextSearch';

export type StoreSearchSettings = SettingsOf<typeof spec.schema>;
type Mode = 'simple' | 'advanced';

/**
 * A store's search (docs/widgets.md, "Search and filter inputs"). Simple mode: one text; over a generic type's
 * store every word is looked for (ignoring case) in each searchable field, any hit counts; over other stores the
 * text is the server's free text. Advanced mode: conditions over the offered fields, joined by and/or, run with
 * the search button. An advanced query arriving on the `query` input is shown and, when allowed, run; one the
 * widget cannot show says 'Unusable search query'. The query goes out on `value` (lists and counts filter by it);
 * with operationMode `search` the store is searched too and its records go out on `results`.
 */
function StoreSearch({ id, settings }: WidgetProps<StoreSearchSettings>) {
  const { t } = useTranslation('inputs');
  const editing = useRenderMode() === 'edit';
  const storeName = settings.store.trim();
  const fields = settings.filterNames as SearchField[];
  const fieldNames = useMemo(() => fields.map((field) => field.value), [fields]);
  const fixedOperator = settings.fixedAdvancedSearchLogicalOperator || null;

  const [mode, setMode] = useState<Mode>(settings.advancedMode ? settings.initialMode : 'simple');
  const [text, setText] = useState<string | undefined>(undefined);
  const [debounced] = useDebounce(text?.trim() ?? '', SEARCH_DEBOUNCE_MS);
  const [rows, setRows] = useState<ConditionRow[]>(() => [newRow(fields[0])]);
  const [operator, setOperator] = useState<LogicalOperator>(fixedOperator ?? 'and');
  const [applied, setApplied] = useState<PublishedSearch>(NO_SEARCH);
  const [unusable, setUnusable] = useState(false);

  const searchable = useSearchableFields(storeName);
  const simple = useMemo<PublishedSearch>(() => {
    if (!debounced) return NO_SEARCH;
    const group = searchable ? wordSearch(debounced, searchable) : null;
    return group ? { group, text: null } : { group: null, text: debounced };
  }, [debounced, searchable]);

  const run = (conditions: ConditionRow[], joinedBy: LogicalOperator) => {
    const typed = conditions.map((row) => ({
      property: row.field,
      matcher: row.matcher,
      value: row.value,
      type: fields.find((field) => field.value === row.field)?.dataType ?? 'string',
    }));
    setApplied({ group: conditionsQuery(typed, fixedOperator ?? joinedBy), text: null });
  };

  // A new query on the input is taken while rendering (React's way to adjust state to a changed input).
  const incoming = useSocketInput<unknown>(id, 'query');
  const [seen, setSeen] = useState<unknown>(undefined);
  if (incoming !== seen) {
    setSeen(incoming);
    const query = incoming === undefined ? null : usableQuery(incoming, fieldNames);
    setUnusable(incoming !== undefined && !query);
    if (query) {
      const nextRows = query.fieldSearches.map((search) => newRow(
        fields.find((field) => field.value === search.fieldname) ?? { value: search.fieldname, dataType: search.type ?? 'string' }, search.matcher, search.value,
      ));
      setRows(nextRows);
      setOperator(query.logicalOperator);
      setMode('advanced');
      if (settings.isAllowedToLoadOnInput) run(nextRows, query.logicalOperator);
    }
  }

  const published = mode === 'simple' ? simple : applied;
  usePublishSearch(id, settings.contextProperty, published);
  const searching = settings.operationMode === 'search';
  const known = !!storeDefinition(storeName);
  const result = useSearchResults(id, storeName, published, searching && known && !editing);
  if ((searching || storeName) && !known) return <UnknownStore name={storeName} />;

  const label = settings.label || t('widgets.StoreSearch.title', { ns: 'widgets' });
  return (
    <div role="search" aria-label={label}>
      {settings.advancedMode && (
        <HStack gap="2" marginBottom="2" role="group" aria-label={t('search.mode')}>
          {(['simple', 'advanced'] as const).map((choice) => (
            <Button key={choice} size="xs" variant={mode === choice ? 'solid' : 'outline'} aria-pressed={mode === choice} onClick={() => setMode(choice)}>
              {t(`search.${choice}`)}
            </Button>
          ))}
        </HStack>
      )}
      {unusable && <ErrorState message={t('search.unusableQuery')} />}
      {mode === 'simple' ? (
        <TextInput id={`${id}-input`} type="search" value={text} onChange={setText} readOnly={editing} label={label} placeholder={settings.placeholder || t('search.placeholder')} />
      ) : (
        <AdvancedSearch
          id={id}
          fields={fields}
          rows={rows}
          onRows={setRows}
          operator={fixedOperator ?? operator}
          onOperator={!fixedOperator && settings.showLogicalOperatorSwitcher ? setOperator : undefined}
          onRun={() => run(rows, operator)}
          readOnly={editing}
        />
      )}
      {searching && <ResultCount result={result} />}
    </div>
  );
}

export const StoreSearchWidget = widgetFromSpec(spec, StoreSearch);
