/**
 * The advanced mode of StoreSearch: a list of conditions (field of the offered `filterNames`, comparison, value),
 * joined by and/or (fixed by the builder, or switchable), run with the search button. Keyboard: every control is a
 * native element in reading order; removing a condition moves focus to the add button.
 */
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { MATCHERS_BY_TYPE, type SearchMatcher, type SearchType } from '../../../../model/api/schemas/common';
import { FieldValueInput } from './FieldValueInput';
import type { LogicalOperator } from './searchQuery';

export interface SearchField {
  value: string;
  label?: string;
  dataType: SearchType;
  storeName?: string;
  storeDisplayProperty?: string;
}

export interface ConditionRow {
  key: number;
  field: string;
  matcher: SearchMatcher;
  value: unknown;
}

export interface AdvancedSearchProps {
  id: string;
  fields: readonly SearchField[];
  rows: ConditionRow[];
  onRows(rows: ConditionRow[]): void;
  operator: LogicalOperator;
  onOperator?(operator: LogicalOperator): void;
  onRun(): void;
  readOnly?: boolean;
}

/** The comparison a new condition on a field starts with: text is contained, anything else equal. */
export function defaultMatcher(type: SearchType): SearchMatcher {
  return type === 'string' ? 'includes' : 'equals';
}

let nextKey = 1;
export function newRow(field: SearchField | undefined, matcher?: SearchMatcher, value?: unknown): ConditionRow {
  return { key: nextKey++, field: field?.value ?? '', matcher: matcher ?? defaultMatcher(field?.dataType ?? 'string'), value };
}

export function AdvancedSearch({ id, fields, rows, onRows, operator, onOperator, onRun, readOnly }: AdvancedSearchProps) {
  const { t } = useTranslation('inputs');
  const addButton = useRef<HTMLButtonElement>(null);
  const fieldOf = (name: string) => fields.find((field) => field.value === name);
  const change = (key: number, patch: Partial<ConditionRow>) => onRows(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  if (fields.length === 0) return <div role="note">{t('search.noFields')}</div>;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!readOnly) onRun();
      }}
    >
      {onOperator && (
        <fieldset style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
          <legend style={{ fontSize: 14, fontWeight: 600 }}>{t('search.operator')}</legend>
          {(['and', 'or'] as const).map((choice) => (
            <label key={choice} style={{ marginRight: 16 }}>
              <input type="radio" name={`${id}-operator`} value={choice} checked={operator === choice} disabled={readOnly} onChange={() => onOperator(choice)} />{' '}
              {t(`search.${choice}`)}
            </label>
          ))}
        </fieldset>
      )}
      <ol style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {rows.map((row, at) => {
          const field = fieldOf(row.field);
          const type = field?.dataType ?? 'string';
          const rowId = `${id}-condition-${row.key}`;
          return (
            <li key={row.key} data-testid="search-condition" style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'flex-end', marginBottom: 8 }}>
              <LabelledSelect
                id={`${rowId}-field`}
                label={t('search.field')}
                value={row.field}
                disabled={readOnly}
                options={fields.map((option) => ({ value: option.value, label: option.label || option.value }))}
                onChange={(name) => change(row.key, { field: name, matcher: defaultMatcher(fieldOf(name)?.dataType ?? 'string'), value: undefined })}
              />
              <LabelledSelect
                id={`${rowId}-matcher`}
                label={t('search.matcher')}
                value={row.matcher}
                disabled={readOnly}
                options={MATCHERS_BY_TYPE[type].filter((matcher) => matcher !== 'in').map((matcher) => ({ value: matcher, label: t(`search.matchers.${matcher}`) }))}
                onChange={(matcher) => change(row.key, { matcher: matcher as SearchMatcher })}
              />
              <div style={{ flex: '1 1 160px' }}>
                <FieldValueInput
                  id={`${rowId}-value`}
                  label={t('search.value')}
                  type={type}
                  value={row.value}
                  readOnly={readOnly}
                  storeName={field?.storeName}
                  storeDisplayProperty={field?.storeDisplayProperty}
                  onChange={(value) => change(row.key, { value })}
                />
              </div>
              <Button
                size="sm"
                variant="outline"
                disabled={readOnly}
                aria-label={t('search.removeCondition', { number: at + 1 })}
                onClick={() => {
                  onRows(rows.filter((other) => other.key !== row.key));
                  addButton.current?.focus();
                }}
              >
                ✕
              </Button>
            </li>
          );
        })}
      </ol>
      <HStack gap="2">
        <Button ref={addButton} size="sm" variant="outline" disabled={readOnly || fields.length === 0} onClick={() => onRows([...rows, newRow(fields[0])])}>
          {t('search.addCondition')}
        </Button>
        <Button type="submit" size="sm" disabled={readOnly}>{t('search.run')}</Button>
      </HStack>
    </form>
  );
}

function LabelledSelect({ id, label, value, options, disabled, onChange }: {
  id: string; label: string; value: string; options: { value: string; label: string }[]; disabled?: boolean; onChange(value: string): void;
}) {
  return (
    <div style={{ minWidth: 140 }}>
      <label htmlFor={id} style={{ display: 'block', fontSize: 14, fontWeight: 500, marginBottom: 4 }}>{label}</label>
      <NativeSelect.Root disabled={disabled} size="sm">
        <NativeSelect.Field id={id} value={value} onChange={(event) => onChange(event.target.value)}>
          {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </div>
  );
}
