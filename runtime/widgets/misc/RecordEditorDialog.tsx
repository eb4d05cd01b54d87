import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DialogFrame } from '../../ui/DialogFrame';
import { ErrorState } from '../../hooks/notices';
import { dataStoreName, LoadingState, useStoreEntity, useStoreWrites } from '../../stores';
import { buttonStyle } from '../theme';
import { fieldText, recordFields } from '../data/recordFields';
import { RecordFieldInputs, recordFormStyles, recordOf, useDataType, type RecordTexts } from '../data/RecordFormFields';
import { writeErrors, type WriteErrors } from '../data/writeErrors';

export interface RecordEditorDialogProps {
  /** The data type's path. */
  path: string;
  /** The record to change; none: a new record. */
  recordId?: string;
  onClose(): void;
  onSaved(record: Record<string, unknown>): void;
}

/**
 * The editor of one record of a data type in a dialog: the type's fields (as CreateData draws them), filled from
 * the stored record, saved as a change of that record (merge patch) or as a new one. A refused save keeps what was
 * typed and shows the server's messages at their fields.
 */
export function RecordEditorDialog({ path, recordId, onClose, onSaved }: RecordEditorDialogProps) {
  const { t } = useTranslation('misc');
  const type = useDataType(path);
  const dataType = type.elements[0];
  const fields = useMemo(() => recordFields(dataType?.schema), [dataType]);
  const store = dataStoreName(path);
  const stored = useStoreEntity<Record<string, unknown>>(store, recordId);
  const writes = useStoreWrites(store);
  const [texts, setTexts] = useState<RecordTexts | null>(recordId ? null : {});
  const [errors, setErrors] = useState<WriteErrors>({ fields: {} });

  // The stored record fills the form once it and the fields are known.
  if (texts === null && stored.entity && fields.length > 0) {
    setTexts(Object.fromEntries(fields.map((field) => [field.name, fieldText(field, stored.entity![field.name])])));
  }

  const failed = type.status === 'error' || stored.status === 'error' || (type.status === 'success' && !dataType);
  const ready = !failed && dataType && texts !== null;

  async function save() {
    if (!ready || writes.busy) return;
    const collected = recordOf(fields, texts, t);
    if ('errors' in collected) return setErrors(collected.errors);
    try {
      const saved = recordId ? await writes.update(recordId, collected.record) : await writes.create(collected.record);
      onSaved(saved as Record<string, unknown>);
    } catch (error) {
      setErrors(writeErrors(error, t('data:form.failed')));
    }
  }

  let body;
  if (failed) body = <ErrorState message={dataType || type.status === 'error' ? t('openEditor.loadFailed') : t('data:form.noType', { type: path })} />;
  else if (!ready) body = <LoadingState />;
  else {
    body = (
      <div style={recordFormStyles.form}>
        <RecordFieldInputs
          fields={fields}
          texts={texts}
          errors={errors}
          idPrefix="record-editor"
          onChange={(name, value) => setTexts((current) => ({ ...current, [name]: value }))}
        />
        {errors.general ? <div role="alert" data-testid="form-error" style={recordFormStyles.error}>{errors.general}</div> : null}
      </div>
    );
  }

  return (
    <DialogFrame
      title={recordId ? t('openEditor.editTitle') : t('openEditor.createTitle')}
      testId="record-editor"
      onDismiss={onClose}
      onSubmit={() => void save()}
      footer={
        <>
          <button type="button" style={buttonStyle('ghost', 'neutral', 'md')} onClick={onClose}>{t('openEditor.cancel')}</button>
          <button type="submit" data-testid="record-editor-save" disabled={!ready || writes.busy} style={buttonStyle('solid', 'primary', 'md', !ready || writes.busy)}>
            {writes.busy ? t('data:form.saving') : t('data:form.save')}
          </button>
        </>
      }
    >
      {body}
    </DialogFrame>
  );
}
