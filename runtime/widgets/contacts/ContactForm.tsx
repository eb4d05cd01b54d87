import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SALUTATIONS, type ContactAddress, type ContactCustomField, type ContactFields } from '../../../model/api/schemas/contacts';
import { SelectInput } from '../../inputs/SelectInput';
import { TextInput } from '../../inputs/TextInput';
import { CustomFieldInputs } from './CustomFieldInputs';

/**
 * The fields of a contact in the editor's sections: Persönliches (title, salutation, names, birthday, address),
 * Erreichbarkeit (e-mail, phone, mobile), Firma (company, position, phone, address) and, when `customFields` is
 * given, the custom fields. Limits as on the server (names 128, birthday 10); `errors` are the server's messages
 * by field path (`firstName`, `address.zip`, `customFields.<fieldId>`).
 */
export type ContactDraft = Partial<ContactFields>;

export interface ContactFormProps {
  idPrefix: string;
  value: ContactDraft;
  onChange(value: ContactDraft): void;
  customFields?: readonly ContactCustomField[];
  errors?: Readonly<Record<string, string>>;
  readOnly?: boolean;
  disabled?: boolean;
}

const ADDRESS_PARTS = [['street', 200], ['streetNumber', 20], ['zip', 20], ['city', 200]] as const;
type TextField = 'title' | 'firstName' | 'lastName' | 'birthday' | 'email' | 'phone' | 'mobile' | 'company' | 'companyPosition' | 'companyPhone';

function Section({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: '1px solid #eaecf0', borderRadius: 8, padding: 12, margin: '0 0 12px', display: 'grid', gap: 8, gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))' }}>
      <legend style={{ fontWeight: 600, padding: '0 4px' }}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export function ContactForm({ idPrefix, value, onChange, customFields, errors = {}, readOnly, disabled }: ContactFormProps) {
  const { t } = useTranslation('contacts');
  const common = { readOnly, disabled };
  const text = (field: TextField, maxLength: number, type = 'text') => (
    <TextInput
      {...common}
      id={`${idPrefix}-${field}`}
      label={t(`fields.${field}`)}
      type={type}
      maxLength={maxLength}
      value={value[field]}
      error={errors[field]}
      onChange={(next) => onChange({ ...value, [field]: next })}
    />
  );
  const address = (key: 'address' | 'companyAddress') => ADDRESS_PARTS.map(([part, maxLength]) => (
    <TextInput
      key={`${key}.${part}`}
      {...common}
      id={`${idPrefix}-${key}-${part}`}
      label={`${t(`fields.${part}`)} (${t(`fields.${key}`)})`}
      maxLength={maxLength}
      value={value[key]?.[part]}
      error={errors[`${key}.${part}`]}
      onChange={(next) => {
        const changed: ContactAddress = { ...value[key], [part]: next };
        if (next === undefined) delete changed[part];
        onChange({ ...value, [key]: changed });
      }}
    />
  ));
  return (
    <div data-testid="contact-form">
      <Section legend={t('sections.personal')}>
        {text('title', 100)}
        <SelectInput
          {...common}
          id={`${idPrefix}-salutation`}
          label={t('fields.salutation')}
          value={value.salutation}
          error={errors.salutation}
          placeholder={t('salutations.none')}
          options={SALUTATIONS.map((s) => ({ value: s, label: t(`salutations.${s}`) }))}
          onChange={(next) => onChange({ ...value, salutation: next as ContactDraft['salutation'] })}
        />
        {text('firstName', 128)}
        {text('lastName', 128)}
        {text('birthday', 10)}
        {address('address')}
      </Section>
      <Section legend={t('sections.reachability')}>
        {text('email', 320, 'email')}
        {text('phone', 50, 'tel')}
        {text('mobile', 50, 'tel')}
      </Section>
      <Section legend={t('sections.company')}>
        {text('company', 200)}
        {text('companyPosition', 200)}
        {text('companyPhone', 50, 'tel')}
        {address('companyAddress')}
      </Section>
      {customFields && (
        <Section legend={t('sections.customFields')}>
          <CustomFieldInputs
            {...common}
            idPrefix={idPrefix}
            fields={customFields}
            values={value.customFields}
            errors={Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith('customFields.')).map(([key, message]) => [key.slice('customFields.'.length), message]))}
            onChange={(customFields) => onChange({ ...value, customFields })}
          />
        </Section>
      )}
    </div>
  );
}
