/**
 * The input for one field of a filter bar or of an advanced search, by the field's search type: text for text
 * and ids, a number, a yes/no choice, a day (epoch ms), or for a foreign id with a store the store's records.
 * Plain controlled components of runtime/inputs, so labels, keyboard and messages work as everywhere.
 */
import { useTranslation } from 'react-i18next';
import type { SearchType } from '../../../../model/api/schemas/common';
import { DateInput } from '../../../inputs/DateInput';
import { SelectInput } from '../../../inputs/SelectInput';
import { StoreSelect } from '../../../inputs/StoreSelect';
import { TextInput } from '../../../inputs/TextInput';

export interface FieldValueInputProps {
  id: string;
  label: string;
  type: SearchType;
  value: unknown;
  onChange(value: unknown): void;
  readOnly?: boolean;
  storeName?: string;
  storeDisplayProperty?: string;
}

export function FieldValueInput({ id, label, type, value, onChange, readOnly, storeName, storeDisplayProperty }: FieldValueInputProps) {
  const { t } = useTranslation('inputs');
  const common = { id, label, readOnly };
  if (type === 'boolean') {
    const options = [{ value: 'true', label: t('search.yes') }, { value: 'false', label: t('search.no') }];
    return (
      <SelectInput
        {...common}
        placeholder={t('search.any')}
        options={options}
        value={typeof value === 'boolean' ? String(value) : undefined}
        onChange={(next) => onChange(next === undefined ? undefined : next === 'true')}
      />
    );
  }
  if (type === 'date') {
    return <DateInput {...common} value={typeof value === 'number' ? value : undefined} onChange={onChange} />;
  }
  if (type === 'foreignId' && storeName?.trim()) {
    return (
      <StoreSelect
        {...common}
        store={storeName}
        displayProperty={storeDisplayProperty || undefined}
        placeholder={t('search.any')}
        value={typeof value === 'string' ? value : undefined}
        onChange={onChange}
      />
    );
  }
  return (
    <TextInput
      {...common}
      type={type === 'number' ? 'number' : 'text'}
      value={typeof value === 'string' || typeof value === 'number' ? String(value) : undefined}
      onChange={onChange}
    />
  );
}
