import { useTranslation } from 'react-i18next';
import { Checkbox, Input, NativeSelect, Textarea } from '@chakra-ui/react';
import type { SimpleField } from './simpleForm';
import { useReferenceOptions } from './useReferenceOptions';

interface SimpleFieldInputProps {
  id: string;
  prefix: string;
  field: SimpleField;
  value: string;
  /** The field's label, for the checkbox that carries its own. */
  label: string;
  onChange(value: string): void;
}

const INPUT_TYPES: Partial<Record<NonNullable<SimpleField['kind']>, string>> = {
  email: 'email', url: 'url', number: 'number', datetime: 'datetime-local', date: 'date', color: 'color',
};

/** The one control of a form field, chosen by its kind; every value is edited as text (simpleForm.ts converts). */
export function SimpleFieldInput({ id, prefix, field, value, label, onChange }: SimpleFieldInputProps) {
  const { t } = useTranslation('backoffice');
  if (field.kind === 'checkbox') {
    return (
      <Checkbox.Root id={id} name={field.name} checked={value === 'true'} onCheckedChange={(e) => onChange(e.checked === true ? 'true' : '')}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
    );
  }
  if (field.kind === 'select') {
    return (
      <NativeSelect.Root>
        <NativeSelect.Field id={id} name={field.name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
          {!field.required && <option value="">{t('common.none')}</option>}
          {field.required && value === '' && <option value="" disabled>{t('common.choose')}</option>}
          {(field.options ?? []).map((option) => <option key={option} value={option}>{t(`${prefix}.options.${field.name}.${option}`)}</option>)}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  if (field.kind === 'reference') return <ReferenceSelect id={id} field={field} value={value} onChange={onChange} />;
  const common = { id, name: field.name, value, onChange: (e: { currentTarget: { value: string } }) => onChange(e.currentTarget.value) };
  if (field.kind === 'textarea' || field.kind === 'json' || field.multiline) {
    return <Textarea rows={field.kind === 'textarea' || field.kind === 'json' ? 6 : 3} fontFamily={field.kind === 'json' ? 'mono' : undefined} {...common} />;
  }
  return (
    <Input
      type={INPUT_TYPES[field.kind ?? 'text'] ?? 'text'}
      maxLength={field.kind === 'currency' ? 3 : field.kind === 'country' ? 2 : field.maxLength}
      textTransform={field.kind === 'currency' || field.kind === 'country' ? 'uppercase' : undefined}
      autoComplete="off"
      padding={field.kind === 'color' ? '1' : undefined}
      {...common}
    />
  );
}

/** A reference as a select of the other resource's entities; an id that is no longer among them stays chosen. */
function ReferenceSelect({ id, field, value, onChange }: Pick<SimpleFieldInputProps, 'id' | 'field' | 'value' | 'onChange'>) {
  const { t } = useTranslation('backoffice');
  const options = useReferenceOptions(field.reference);
  const choices = options.data ?? [];
  return (
    <NativeSelect.Root disabled={options.isPending}>
      <NativeSelect.Field id={id} name={field.name} value={value} onChange={(e) => onChange(e.currentTarget.value)} aria-busy={options.isPending}>
        <option value="">{field.required ? t('common.choose') : t('common.none')}</option>
        {value && !options.isPending && !choices.some((c) => c.id === value) && <option value={value}>{value}</option>}
        {choices.map((choice) => <option key={choice.id} value={choice.id}>{choice.label}</option>)}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
