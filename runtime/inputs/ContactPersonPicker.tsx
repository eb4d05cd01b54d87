import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../model/api/schemas/contacts';
import type { SearchRequest } from '../../model/api/schemas/common';
import { StoreState, useStore } from '../stores';
import { buttonStyle } from '../widgets/theme';
import { ContactModal } from '../widgets/contacts/ContactModal';
import { ContactSearchBar } from '../widgets/contacts/ContactSearchBar';
import { displayNameOf } from '../widgets/contacts/contactValues';
import { CONTACT_SEARCH_DEBOUNCE_MS, useDebouncedValue } from '../widgets/contacts/useDebouncedValue';
import { FieldShell, shellProps } from './FieldShell';
import { describedByOf, type InputProps } from './types';

/**
 * Chooses contact persons in a searchable table dialog (the `contacts` store, search debounced 300 ms). The value is
 * the chosen contact's id, or with `multiple` the list of ids; `allowedContactIds` (when not empty) limits both the
 * table and what counts as chosen to those contacts.
 */
export type ContactPersonValue = string | string[];

export interface ContactPersonPickerProps extends InputProps<ContactPersonValue> {
  multiple?: boolean;
  allowedContactIds?: readonly string[];
}

const idsIn = (ids: readonly string[]): SearchRequest => ({ fieldSearches: [{ type: 'id', fieldname: 'id', matcher: 'in', value: [...ids] }] });

function selectedIds(value: ContactPersonValue | undefined): string[] {
  if (Array.isArray(value)) return value;
  return value ? [value] : [];
}

export function ContactPersonPicker(props: ContactPersonPickerProps) {
  const { id, value, onChange, onBlur, multiple, allowedContactIds = [], disabled, readOnly, label } = props;
  const { t } = useTranslation('contacts');
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const chosen = selectedIds(value);
  const limited = allowedContactIds.length > 0;
  const table = useStore<Contact>('contacts', { search: limited ? idsIn(allowedContactIds) : null, text, enabled: open });
  const named = useStore<Contact>('contacts', { search: idsIn(chosen), enabled: chosen.length > 0 });
  const nameOf = (contactId: string) => displayNameOf(named.elements.find((c) => c.id === contactId)) || contactId;

  const choose = (contactId: string) => {
    if (multiple) {
      const next = chosen.includes(contactId) ? chosen.filter((c) => c !== contactId) : [...chosen, contactId];
      onChange(next.length > 0 ? next : undefined);
    } else {
      onChange(contactId);
      setOpen(false);
    }
    onBlur?.();
  };
  const locked = disabled || readOnly;

  return (
    <FieldShell {...shellProps(props)}>
      <div id={id} role="group" aria-describedby={describedByOf(props)} style={{ display: 'flex', flexWrap: 'wrap', gap: 6, alignItems: 'center' }}>
        {chosen.length === 0 && <span data-testid="no-contact-person" style={{ color: '#667085' }}>{t('picker.none')}</span>}
        {chosen.map((contactId) => (
          <span key={contactId} data-testid="chosen-contact" style={{ background: '#eef4ff', borderRadius: 12, padding: '2px 8px', display: 'inline-flex', gap: 4 }}>
            {nameOf(contactId)}
            {!locked && (
              <button type="button" aria-label={`${t('actions.remove')}: ${nameOf(contactId)}`} onClick={() => onChange(multiple ? (chosen.length > 1 ? chosen.filter((c) => c !== contactId) : undefined) : undefined)} style={buttonStyle('plain', 'secondary', 'xs')}>×</button>
            )}
          </span>
        ))}
        <button type="button" disabled={locked} onClick={() => setOpen(true)} style={buttonStyle('outline', 'primary', 'sm', locked)}>{t('actions.pick')}</button>
      </div>
      {open && (
        <ContactModal testId="contact-person-dialog" title={label ?? t('picker.title')} onClose={() => { setOpen(false); onBlur?.(); }}>
          <ContactSearchBar id={`${id}-search`} value={typed} onChange={setTyped} />
          <StoreState result={table} empty={t('empty')}>
            <table style={{ width: '100%', borderCollapse: 'collapse' }}>
              <thead>
                <tr>
                  {(['name', 'company', 'email'] as const).map((column) => <th key={column} scope="col" style={{ textAlign: 'left', padding: '4px 8px' }}>{t(`fields.${column}`)}</th>)}
                  <th scope="col"><span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('fields.actions')}</span></th>
                </tr>
              </thead>
              <tbody>
                {table.elements.map((contact) => (
                  <tr key={contact.id} aria-selected={chosen.includes(contact.id)} style={{ background: chosen.includes(contact.id) ? '#eef4ff' : undefined }}>
                    <td style={{ padding: '4px 8px' }}>{displayNameOf(contact) || t('unnamed')}</td>
                    <td style={{ padding: '4px 8px' }}>{contact.company ?? ''}</td>
                    <td style={{ padding: '4px 8px' }}>{contact.email ?? ''}</td>
                    <td style={{ padding: '4px 8px', textAlign: 'right' }}>
                      <button type="button" onClick={() => choose(contact.id)} style={buttonStyle(chosen.includes(contact.id) ? 'solid' : 'outline', 'primary', 'xs')}>
                        {chosen.includes(contact.id) && multiple ? t('actions.remove') : t('actions.choose')}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </StoreState>
        </ContactModal>
      )}
    </FieldShell>
  );
}
