import { useMemo, useState, type CSSProperties, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CreateData';
import type { DataType } from '../../../model/api/schemas/platform';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useEmit, useSocketInput } from '../../sockets/hooks';
import { dataStoreName, LoadingState, useStore, useStoreWrites } from '../../stores';
import { buttonStyle } from '../theme';
import { fieldText, fieldValue, recordFields, type RecordField } from './recordFields';
import { writeErrors, type WriteErrors } from './writeErrors';

export type CreateDataSettings = SettingsOf<typeof spec.schema>;

const styles = {
  form: { display: 'flex', flexDirection: 'column', gap: 12, maxWidth: 560 },
  label: { display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 },
  input: { padding: '6px 8px', border: '1px solid #cbd5e0', borderRadius: 4, font: 'inherit' },
  invalid: { borderColor: '#e53e3e' },
  error: { color: '#c53030', fontSize: 13 },
  success: { color: '#276749', fontSize: 14 },
} satisfies Record<string, CSSProperties>;

type Texts = Record<string, string | boolean>;

/** The data type of a path, read through the `datatypes` store. */
function useDataType(path: string) {
  const search = useMemo(() => ({ fieldSearches: [{ type: 'string' as const, fieldname: 'path', matcher: 'equals' as const, value: path, caseSensitive: true }], page: 1, size: 1 }), [path]);
  return useStore<DataType>('datatypes', { search, enabled: path !== '' });
}

function Field({ field, value, error, onChange }: { field: RecordField; value: string | boolean; error?: string; onChange(value: string | boolean): void }) {
  const id = `create-${field.name}`;
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

function CreateData({ id, settings }: WidgetProps<CreateDataSettings>) {
  const { t } = useTranslation('data');
  const emit = useEmit<'created'>(id);
  const path = settings.dataType.trim();
  const type = useDataType(path);
  const dataType = type.elements[0];
  const fields = useMemo(() => recordFields(dataType?.schema, settings.fields), [dataType, settings.fields]);
  const writes = useStoreWrites(path ? dataStoreName(path) : null);
  const [texts, setTexts] = useState<Texts>({});
  const [errors, setErrors] = useState<WriteErrors>({ fields: {} });
  const [saved, setSaved] = useState(false);

  // Values arriving on the input fill their fields in, once the fields are known (what was typed elsewhere stays).
  const values = useSocketInput<unknown>(id, 'values');
  const [applied, setApplied] = useState<unknown>(undefined);
  if (values !== applied && fields.length > 0) {
    setApplied(values);
    if (values && typeof values === 'object') {
      setTexts((current) => {
        const next = { ...current };
        for (const field of fields) if (field.name in values) next[field.name] = fieldText(field, (values as Record<string, unknown>)[field.name]);
        return next;
      });
    }
  }

  if (!path) return <ConfigureNotice />;
  if (type.status === 'loading') return <LoadingState />;
  if (type.status === 'error') return <ErrorState message={t('form.failed')} />;
  if (!dataType) return <ErrorState message={t('form.noType', { type: path })} />;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSaved(false);
    const record: Record<string, unknown> = {};
    const found: Record<string, string> = {};
    for (const field of fields) {
      const text = texts[field.name] ?? (field.kind === 'boolean' ? false : '');
      try {
        const value = fieldValue(field, text);
        if (value !== undefined) record[field.name] = value;
        else if (field.required) found[field.name] = t('form.required');
      } catch {
        found[field.name] = t('form.invalidJson');
      }
    }
    if (Object.keys(found).length > 0) {
      setErrors({ fields: found });
      return;
    }
    try {
      const created = await writes.create(record);
      setErrors({ fields: {} });
      setTexts({});
      setSaved(true);
      emit('created', created);
    } catch (error) {
      // Nothing is lost: the input stays as typed, the errors show at their fields.
      setErrors(writeErrors(error, t('form.failed')));
    }
  }

  return (
    <form data-testid="create-data" style={styles.form} onSubmit={submit} noValidate>
      {fields.map((field) => (
        <Field
          key={field.name}
          field={field}
          value={texts[field.name] ?? (field.kind === 'boolean' ? false : '')}
          error={errors.fields[field.name]}
          onChange={(value) => {
            setSaved(false);
            setTexts((current) => ({ ...current, [field.name]: value }));
          }}
        />
      ))}
      {errors.general ? <div role="alert" data-testid="form-error" style={styles.error}>{errors.general}</div> : null}
      {saved ? <div role="status" data-testid="form-saved" style={styles.success}>{settings.successMessage || t('form.saved')}</div> : null}
      <div>
        <button type="submit" data-testid="create-submit" disabled={writes.busy} style={buttonStyle('solid', 'primary', 'md')}>
          {writes.busy ? t('form.saving') : settings.buttonText || t('form.save')}
        </button>
      </div>
    </form>
  );
}

export const CreateDataWidget = widgetFromSpec(spec, CreateData);
