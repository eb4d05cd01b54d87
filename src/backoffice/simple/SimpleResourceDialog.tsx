import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Field, Input, Stack, Textarea } from '@chakra-ui/react';
import { DialogFrame } from '../../../runtime/ui/DialogFrame';
import { fieldErrors, isStatus } from '../common/apiError';
import { toSimpleValues, validateSimple, type SimpleField, type SimpleValues } from './simpleForm';

interface SimpleResourceDialogProps {
  /** Translation prefix of the resource (`priceZones`, `suppliers`). */
  prefix: string;
  fields: SimpleField[];
  /** The entity being edited; null for a new one. */
  entity: Record<string, unknown> | null;
  busy: boolean;
  error: unknown;
  onSave(values: SimpleValues): void;
  onClose(): void;
}

const INPUT_TYPES: Record<string, string> = { email: 'email', url: 'url' };

/** The create/edit form of a flat resource in a dialog; checks what it can before sending. */
export function SimpleResourceDialog({ prefix, fields, entity, busy, error, onSave, onClose }: SimpleResourceDialogProps) {
  const { t } = useTranslation('backoffice');
  const [values, setValues] = useState(() => toSimpleValues(fields, entity));
  const [submitted, setSubmitted] = useState(false);
  const errors = validateSimple(fields, values);
  const fromServer = fieldErrors(error);

  function onSubmit() {
    setSubmitted(true);
    if (Object.keys(errors).length === 0) onSave(values);
  }

  const errorOf = (name: string) => (submitted && errors[name] ? t(errors[name]) : fromServer[name] ? t('errors.invalidField') : undefined);

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
        {!!error && !isStatus(error, 409) && Object.keys(fromServer).length === 0 && (
          <Alert.Root status="error"><Alert.Indicator /><Alert.Title>{isStatus(error, 403) ? t('errors.forbidden') : t('errors.save')}</Alert.Title></Alert.Root>
        )}
        {fields.map((field) => {
          const id = `${prefix}-${field.name.replace('.', '-')}`;
          const common = {
            id,
            name: field.name,
            value: values[field.name],
            onChange: (e: { currentTarget: { value: string } }) => {
              const value = e.currentTarget.value;
              setValues((v) => ({ ...v, [field.name]: value }));
            },
          };
          return (
            <Field.Root key={field.name} required={field.required} invalid={!!errorOf(field.name)}>
              <Field.Label htmlFor={id}>{t(`${prefix}.fields.${field.name}`)}<Field.RequiredIndicator /></Field.Label>
              {field.kind === 'textarea' ? (
                <Textarea rows={3} {...common} />
              ) : (
                <Input
                  type={INPUT_TYPES[field.kind ?? ''] ?? 'text'}
                  maxLength={field.kind === 'currency' ? 3 : field.kind === 'country' ? 2 : undefined}
                  textTransform={field.kind === 'currency' || field.kind === 'country' ? 'uppercase' : undefined}
                  autoComplete="off"
                  {...common}
                />
              )}
              {field.kind === 'currency' && <Field.HelperText>{t('validation.currencyHelp')}</Field.HelperText>}
              <Field.ErrorText>{errorOf(field.name)}</Field.ErrorText>
            </Field.Root>
          );
        })}
      </Stack>
    </DialogFrame>
  );
}
