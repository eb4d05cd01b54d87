import { useMemo, type CSSProperties } from 'react';
import type { TFunction } from 'i18next';
import type { DataType } from '../../../model/api/schemas/platform';
import { useStore } from '../../stores';
import { fieldValue, type RecordField } from './recordFields';
import type { WriteErrors } from './writeErrors';

/**
 * The form of one record of a data type, shared by the widgets that write records (CreateData, OpenEditorBtnV2):
 * one input per field, what was typed kept as text, turned into the record when it is sent.
 */
export type RecordTexts = Record<string, string | boolean>;

export const recordFormStyles = {
  form: { display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 560 },
  label: { display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 },
  input: { padding: '6px 8px', border: '1px solid #cbd5e0', borderRadius: 4, font: 'inherit' },
  invalid: { borderColor: '#e53e3e' },
  error: { color: '#c53030', fontSize: 13 },
  success: { color: '#276749', fontSize: 14 },
} satisfies Record<string, CSSProperties>;

/** The data type of a path, read through the `datatypes` store. */
export function useDataType(path: string) {
  const search = useMemo(() => ({ fieldSearches: [{ type: 'string' as const, fieldname: 'path', matcher: 'equals' as const, value: path, caseSensitive: true }], page: 1, size: 1 }), [path]);
  return useStore<DataType>('datatypes', { search, enabled: path !== '' });
}

/** The text of a field before anything was typed. */
export const emptyText = (field: RecordField): string | boolean => (field.kind === 'boolean' ? false : '');

/** The record of what was typed, or the fields' messages (required, invalid JSON) when it cannot be sent. */
export function recordOf(fields: RecordField[], texts: RecordTexts, t: TFunction): { record: Record<string, unknown> } | { errors: WriteErrors } {
  const record: Record<string, unknown> = {};
  const found: Record<string, string> = {};
  for (const field of fields) {
    try {
      const value = fieldValue(field, texts[field.name] ?? emptyText(field));
      if (value !== undefined) record[field.name] = value;
      else if (field.required) found[field.name] = t('data:form.required');
    } catch {
      found[field.name] = t('data:form.invalidJson');
    }
  }
  return Object.keys(found).length > 0 ? { errors: { fields: found } } : { record };
}

export function RecordFieldInput({ field, value, error, idPrefix, onChange }: { field: RecordField; value: string | boolean; error?: string; idPrefix: string; onChange(value: string | boolean): void }) {
  const styles = recordFormStyles;
  const id = `${idPrefix}-${field.name}`;
  const style = { ...styles.input, ...(error ? styles.invalid : {}) };
  const described = error ? `${id}-error` : undefined;
  let control;
  if (field.kind === 'boolean') {
    control = <input id={id} name={field.name} type="checkbox" checked={value === true} aria-describedby={described} aria-required={field.required} onChange={(event) => onChange(event.target.checked)} />;
  } else if (field.kind === 'choice') {
    control = (
      <select id={id} name={field.name} value={String(value)} style={style} aria-invalid={!!error} aria-describedby={described} aria-required={field.required} onChange={(event) => onChange(event.target.value)}>
        <option value="" />
        {field.choices!.map((choice) => <option key={choice} value={choice}>{choice}</option>)}
      </select>
    );
  } else if (field.kind === 'json') {
    control = <textarea id={id} name={field.name} value={String(value)} style={style} rows={3} aria-invalid={!!error} aria-describedby={described} aria-required={field.required} onChange={(event) => onChange(event.target.value)} />;
  } else {
    const numeric = field.kind === 'number' || field.kind === 'integer';
    control = <input id={id} name={field.name} type={numeric ? 'number' : 'text'} step={field.kind === 'integer' ? 1 : 'any'} value={String(value)} style={style} aria-invalid={!!error} aria-describedby={described} aria-required={field.required} onChange={(event) => onChange(event.target.value)} />;
  }
  return (
    <div data-testid="create-field" data-field={field.name}>
      <label htmlFor={id} style={styles.label}>
        <span>{field.label}{field.required ? ' *' : ''}</span>
      </label>
      {control}
      {error ? <div id={`${id}-error`} data-testid="field-error" role="alert" style={styles.error}>{error}</div> : null}
    </div>
  );
}

/** Every field of the form, in order; `onChange` gets the field's name and its new text. */
export function RecordFieldInputs({ fields, texts, errors, idPrefix, onChange }: { fields: RecordField[]; texts: RecordTexts; errors: WriteErrors; idPrefix: string; onChange(name: string, value: string | boolean): void }) {
  return fields.map((field) => (
    <RecordFieldInput
      key={field.name}
      field={field}
      idPrefix={idPrefix}
      value={texts[field.name] ?? emptyText(field)}
      error={errors.fields[field.name]}
      onChange={(value) => onChange(field.name, value)}
    />
  ));
}
