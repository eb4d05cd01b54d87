/**
 * One record of a store (or several, `multiple`), offered by its `displayProperty` (the id when a record has none);
 * the value is the record's id (or the list of ids). A store name no store has is a configuration error the
 * builder must see: 'Store not registered'. Up to 500 records are offered.
 */
import { useTranslation } from 'react-i18next';
import { storeDefinition, useStore } from '../stores';
import { FieldShell, shellProps } from './FieldShell';
import { MultiSelect } from './MultiSelect';
import { SelectInput } from './SelectInput';
import type { InputProps } from './types';

export interface StoreSelectProps extends InputProps<string | string[]> {
  store: string;
  displayProperty?: string;
  multiple?: boolean;
}

export const STORE_SELECT_SIZE = 500;
const ALL = { page: 1, size: STORE_SELECT_SIZE } as const;

export function StoreSelect(props: StoreSelectProps) {
  const { t } = useTranslation('inputs');
  if (!storeDefinition(props.store.trim())) {
    return (
      <FieldShell {...shellProps(props)} ownError={t('storeSelect.notRegistered')}>
        {null}
      </FieldShell>
    );
  }
  return <RegisteredStoreSelect {...props} />;
}

function RegisteredStoreSelect(props: StoreSelectProps) {
  const { t } = useTranslation('inputs');
  const { store, displayProperty = 'name', multiple } = props;
  const result = useStore<Record<string, unknown>>(store.trim(), { search: ALL });
  const options = result.elements
    .filter((record) => typeof record.id === 'string')
    .map((record) => {
      const shown = record[displayProperty];
      return { value: record.id as string, label: shown === undefined || shown === null || shown === '' ? (record.id as string) : String(shown) };
    });
  const loading = result.status === 'loading' ? t('storeSelect.loading') : undefined;
  const failed = result.status === 'error' ? t('storeSelect.loadFailed') : null;
  if (multiple) {
    const value = Array.isArray(props.value) ? props.value : typeof props.value === 'string' ? [props.value] : undefined;
    return <MultiSelect {...props} value={value} onChange={props.onChange} options={options} />;
  }
  return (
    <SelectInput
      {...props}
      placeholder={loading ?? props.placeholder}
      // the form's own message (e.g. required) first: it says what to fix; a failed load is told after it
      error={[props.error, failed].filter(Boolean).join(' ') || undefined}
      value={typeof props.value === 'string' ? props.value : undefined}
      onChange={(next) => props.onChange(next === undefined ? undefined : String(next))}
      options={options}
    />
  );
}
