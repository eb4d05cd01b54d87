import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CreateData';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useEmit, useSocketInput } from '../../sockets/hooks';
import { dataStoreName, LoadingState, useStoreWrites } from '../../stores';
import { buttonStyle } from '../theme';
import { fieldText, recordFields } from './recordFields';
import { RecordFieldInputs, recordFormStyles, recordOf, useDataType, type RecordTexts } from './RecordFormFields';
import { writeErrors, type WriteErrors } from './writeErrors';

export type CreateDataSettings = SettingsOf<typeof spec.schema>;

const styles = recordFormStyles;

function CreateData({ id, settings }: WidgetProps<CreateDataSettings>) {
  const { t } = useTranslation('data');
  const emit = useEmit<'created'>(id);
  const path = settings.dataType.trim();
  const type = useDataType(path);
  const dataType = type.elements[0];
  const fields = useMemo(() => recordFields(dataType?.schema, settings.fields), [dataType, settings.fields]);
  const writes = useStoreWrites(path ? dataStoreName(path) : null);
  const [texts, setTexts] = useState<RecordTexts>({});
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
    const collected = recordOf(fields, texts, t);
    if ('errors' in collected) {
      setErrors(collected.errors);
      return;
    }
    try {
      const created = await writes.create(collected.record);
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
      <RecordFieldInputs
        fields={fields}
        texts={texts}
        errors={errors}
        idPrefix="create"
        onChange={(name, value) => {
          setSaved(false);
          setTexts((current) => ({ ...current, [name]: value }));
        }}
      />
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
