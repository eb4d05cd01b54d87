import { useTranslation } from 'react-i18next';
import type { ContactAddress, ContactCustomField } from '../../../model/api/schemas/contacts';
import { safeHref } from '../../security/safeUrl';
import { displayNameOf, parseCustomValue, type ContactLike } from './contactValues';

/** A contact read-only, in the sections of the editor; empty fields are left out. */
function addressText(address: ContactAddress | undefined): string {
  if (!address) return '';
  const line1 = [address.street, address.streetNumber].filter(Boolean).join(' ');
  const line2 = [address.zip, address.city].filter(Boolean).join(' ');
  return [line1, line2].filter(Boolean).join(', ');
}

export function ContactView({ contact, customFields = [] }: { contact: ContactLike; customFields?: readonly ContactCustomField[] }) {
  const { t } = useTranslation('contacts');
  const rows = (entries: [string, string | undefined][]) => entries.filter(([, shown]) => !!shown);
  const customRows = (contact.customFields ?? []).flatMap(({ customFieldId, value }): [string, string][] => {
    const field = customFields.find((f) => f.id === customFieldId);
    if (!field) return [];
    const typed = parseCustomValue(field.type, value);
    if (typed === undefined) return [];
    return [[field.title, typeof typed === 'boolean' ? t(typed ? 'customField.yes' : 'customField.no') : String(typed)]];
  });
  const sections: [string, [string, string | undefined][]][] = [
    ['personal', rows([
      [t('fields.salutation'), contact.salutation && t(`salutations.${contact.salutation}`)], [t('fields.title'), contact.title],
      [t('fields.firstName'), contact.firstName], [t('fields.lastName'), contact.lastName], [t('fields.birthday'), contact.birthday],
      [t('fields.address'), addressText(contact.address)],
    ])],
    ['reachability', rows([[t('fields.email'), contact.email], [t('fields.phone'), contact.phone], [t('fields.mobile'), contact.mobile]])],
    ['company', rows([
      [t('fields.company'), contact.company], [t('fields.companyPosition'), contact.companyPosition], [t('fields.companyPhone'), contact.companyPhone],
      [t('fields.companyAddress'), addressText(contact.companyAddress)],
    ])],
    ['customFields', customRows],
  ];
  const avatar = safeHref(contact.avatarUrl ?? '');
  return (
    <div data-testid="contact-view">
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 12 }}>
        {avatar && <img src={avatar} alt="" width={48} height={48} style={{ borderRadius: '50%', objectFit: 'cover' }} />}
        <strong style={{ fontSize: 18 }}>{displayNameOf(contact) || t('unnamed')}</strong>
      </div>
      {sections.filter(([, entries]) => entries.length > 0).map(([section, entries]) => (
        <section key={section} style={{ marginBottom: 12 }}>
          <h3 style={{ fontSize: 14, fontWeight: 600, margin: '0 0 4px' }}>{t(`sections.${section}`)}</h3>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '2px 12px', margin: 0 }}>
            {entries.map(([label, shown]) => [
              <dt key={`${label}-dt`} style={{ color: '#667085' }}>{label}</dt>,
              <dd key={`${label}-dd`} style={{ margin: 0 }}>{shown}</dd>,
            ])}
          </dl>
        </section>
      ))}
    </div>
  );
}
