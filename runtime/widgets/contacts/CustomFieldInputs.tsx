import { useTranslation } from 'react-i18next';
import type { ContactCustomField, ContactCustomFieldValue } from '../../../model/api/schemas/contacts';
import { CheckboxInput } from '../../inputs/CheckboxInput';
import { TextInput } from '../../inputs/TextInput';
import { parseCustomValue, storedValueOf, withCustomValue } from './contactValues';

/**
 * One input per custom field of the tenant, typed by the field: a check box for booleans, a number field, a date
 * picker for dates, text otherwise. Values go out as the strings the server stores (`withCustomValue`).
 */
export interface CustomFieldInputsProps {
  idPrefix: string;
  fields: readonly ContactCustomField[];
  values: readonly ContactCustomFieldValue[] | undefined;
  onChange(values: ContactCustomFieldValue[]): void;
  readOnly?: boolean;
  disabled?: boolean;
  /** Messages by field id (from the server's 400 on customFields.N.value). */
  errors?: Readonly<Record<string, string>>;
}

export function CustomFieldInputs({ idPrefix, fields, values, onChange, readOnly, disabled, errors = {} }: CustomFieldInputsProps) {
  const { t } = useTranslation('contacts');
  if (fields.length === 0) return <p data-testid="no-custom-fields" style={{ color: '#667085', margin: 0 }}>{t('customField.none')}</p>;
  return (
    <>
      {fields.map((field) => {
        const id = `${idPrefix}-custom-${field.id}`;
        const stored = storedValueOf(values, field.id);
        const set = (value: string | number | boolean | undefined) => onChange(withCustomValue(values, field.id, value));
        const common = { id, label: field.title, readOnly, disabled, error: errors[field.id] };
        if (field.type === 'boolean') {
          return <CheckboxInput key={field.id} {...common} value={parseCustomValue('boolean', stored) as boolean | undefined} onChange={(checked) => set(checked ? true : false)} />;
        }
        const type = field.type === 'number' ? 'number' : field.type === 'date' ? 'date' : 'text';
        return (
          <TextInput
            key={field.id}
            {...common}
            type={type}
            maxLength={field.type === 'datestring' ? 10 : 2000}
            value={stored}
            onChange={(text) => set(text)}
          />
        );
      })}
    </>
  );
}
