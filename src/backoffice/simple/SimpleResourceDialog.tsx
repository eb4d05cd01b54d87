import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Stack } from '@chakra-ui/react';
import { DialogFrame } from '../../../runtime/ui/DialogFrame';
import { fieldErrors, isStatus } from '../common/apiError';
import { SimpleFieldInput } from './SimpleFieldInput';
import { fieldOfServerPath, toSimpleValues, validateSimple, type SimpleField, type SimpleValues } from './simpleForm';

interface SimpleResourceDialogProps {
  /** Translation prefix of the resource (`priceZones`, `suppliers`). */
  prefix: string;
  /** Where the field labels and choices are; default `prefix`. */
  fieldPrefix?: string;
  fields: SimpleField[];
  /** The entity being edited; null for a new one. */
  entity: Record<string, unknown> | null;
  /** Values a new entity starts with (the calendar of a new event). */
  initial?: Record<string, unknown>;
  busy: boolean;
  error: unknown;
  onSave(values: SimpleValues): void;
  onClose(): void;
}

/** The create/edit form of a flat resource in a dialog; checks what it can before sending. */
export function SimpleResourceDialog({ prefix, fieldPrefix = prefix, fields, entity, initial, busy, error, onSave, onClose }: SimpleResourceDialogProps) {
  const { t, i18n } = useTranslation('backoffice');
  const [values, setValues] = useState(() => toSimpleValues(fields, entity ?? initial, i18n.language));
  const [submitted, setSubmitted] = useState(false);
  // Fields may arrive after the form opened (a tenant's custom fields): until edited they show what is stored.
  const stored = useMemo(() => toSimpleValues(fields, entity ?? initial, i18n.language), [fields, entity, initial, i18n.language]);
  const errors = validateSimple(fields, values);
  const fromServer = fieldErrors(error);

  function onSubmit() {
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onSave(values);
  }

  // The server names a field by its path (`title.0.text` for a translated title, `customFields.2.value`).
  const serverFieldOf = (path: string) => fieldOfServerPath(fields, values, entity ?? initial, path);
  const refusedShown = Object.keys(fromServer).some((path) => serverFieldOf(path));
  const errorOf = (name: string) => {
    if (submitted && errors[name]) return t(errors[name], { max: fields.find((f) => f.name === name)?.maxLength });
    return Object.keys(fromServer).some((path) => serverFieldOf(path)?.name === name) ? t('errors.invalidField') : undefined;
  };

  return (
    <DialogFrame
      testId={`${prefix}-dialog`}
      title={entity ? t(`${prefix}.editTitle`) : t(`${prefix}.new`)}
      onDismiss={onClose}
      onSubmit={onSubmit}
      placement="center"
      scrollBehavior="inside"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>{t('common.cancel')}</Button>
          <Button type="submit" colorPalette="blue" loading={busy} data-testid="save">{t('common.save')}</Button>
        </>
      }
    >
      <Stack gap="4">
        {isStatus(error, 409) && (
          <Alert.Root status="warning"><Alert.Indicator /><Alert.Title>{t('errors.conflict')}</Alert.Title></Alert.Root>
        )}
        {!!error && !isStatus(error, 409) && !refusedShown && (
          <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{isStatus(error, 403) ? t('errors.forbidden') : t('errors.save')}</Alert.Title></Alert.Root>
        )}
        {fields.filter((field) => !field.listOnly).map((field) => {
          const id = `${prefix}-${field.name.replace('.', '-')}`;
          const label = field.label ?? t(`${fieldPrefix}.fields.${field.name}`);
          return (
            <Field.Root key={field.name} required={field.required} invalid={!!errorOf(field.name)}>
              {field.kind !== 'checkbox' && <Field.Label htmlFor={id}>{label}<Field.RequiredIndicator /></Field.Label>}
              <SimpleFieldInput id={id} prefix={fieldPrefix} field={field} label={label} value={values[field.name] ?? stored[field.name] ?? ''}
                onChange={(value) => setValues((v) => ({ ...v, [field.name]: value }))} />
              {field.kind === 'currency' && <Field.HelperText>{t('validation.currencyHelp')}</Field.HelperText>}
              <Field.ErrorText>{errorOf(field.name)}</Field.ErrorText>
            </Field.Root>
          );
        })}
      </Stack>
    </DialogFrame>
  );
}
