import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../model/api/schemas/contacts';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ContactsList';
import { useNavigation } from '../../app/navigation';
import { MOBILE_QUERY, useMediaQuery } from '../../hooks/useMediaQuery';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { safeHref } from '../../security/safeUrl';
import { useEmit } from '../../sockets/hooks';
import { StoreState, useStoreView } from '../../stores';
import { Pager } from '../../ui/Pager';
import { buttonStyle } from '../theme';
import { ContactDetails } from './ContactDetail';
import { ContactEditorPanel } from './ContactEditorPanel';
import { ContactModal } from './ContactModal';
import { ContactSearchBar } from './ContactSearchBar';
import { displayNameOf } from './contactValues';
import { CONTACT_SEARCH_DEBOUNCE_MS, useDebouncedValue } from './useDebouncedValue';

export type ContactsListSettings = SettingsOf<typeof spec.schema>;
type Column = ContactsListSettings['columns'][number];

/** Contacts per page (spec: the contacts list pages by 100). */
export const CONTACTS_PAGE_SIZE = 100;
/** The query parameter that opens a contact's details: `?openDetailsId=<id>`. */
export const OPEN_DETAILS_PARAMETER = 'openDetailsId';

/** The details dialog follows `?openDetailsId=`: opening sets it, closing removes it, a link with it opens it. */
function useOpenDetails(): [string | null, (id: string | null) => void] {
  const navigation = useNavigation();
  const [ownId, setOwnId] = useState<string | null>(null);
  const fromUrl = navigation.query.get(OPEN_DETAILS_PARAMETER);
  const set = (id: string | null) => {
    setOwnId(id);
    const query = new URLSearchParams(navigation.query);
    if (id) query.set(OPEN_DETAILS_PARAMETER, id);
    else query.delete(OPEN_DETAILS_PARAMETER);
    const search = query.toString();
    navigation.navigate(`/${navigation.path}${search ? `?${search}` : ''}`, { replace: true });
  };
  return [fromUrl ?? ownId, set];
}

function Avatar({ contact }: { contact: Contact }) {
  const src = safeHref(contact.avatarUrl ?? '');
  const initials = displayNameOf(contact).split(/\s+/).map((part) => part[0] ?? '').join('').slice(0, 2).toUpperCase();
  return src
    ? <img src={src} alt="" width={32} height={32} style={{ borderRadius: '50%', objectFit: 'cover' }} />
    : <span aria-hidden style={{ display: 'inline-flex', width: 32, height: 32, borderRadius: '50%', background: '#e4e7ec', alignItems: 'center', justifyContent: 'center', fontSize: 12 }}>{initials}</span>;
}

function ContactsList({ id, settings }: WidgetProps<ContactsListSettings>) {
  const { t } = useTranslation('contacts');
  const editing = useRenderMode() === 'edit';
  const mobile = useMediaQuery(MOBILE_QUERY);
  const emit = useEmit<'contactClicked'>(id);
  const [typed, setTyped] = useState('');
  const text = useDebouncedValue(typed.trim(), CONTACT_SEARCH_DEBOUNCE_MS);
  const view = useStoreView<Contact>('contacts', { text: settings.showSearch ? text : null, pageSize: CONTACTS_PAGE_SIZE });
  const [detailsId, setDetailsId] = useOpenDetails();
  const [editId, setEditId] = useState<string | null>(null);
  const columns = settings.columns as readonly Column[];
  const detailed = view.result.elements.find((contact) => contact.id === detailsId);
  const edited = view.result.elements.find((contact) => contact.id === editId);

  const actions = (contact: Contact) => {
    const name = displayNameOf(contact) || t('unnamed');
    return (
      <span style={{ display: 'inline-flex', gap: 4 }}>
        <button type="button" disabled={editing} aria-label={t('actions.detailsOf', { name })} onClick={() => { emit('contactClicked', contact); setDetailsId(contact.id); }} style={buttonStyle('outline', 'primary', 'xs')}>{t('actions.details')}</button>
        <button type="button" disabled={editing} aria-label={t('actions.editOf', { name })} onClick={() => setEditId(contact.id)} style={buttonStyle('outline', 'secondary', 'xs')}>{t('actions.edit')}</button>
      </span>
    );
  };
  const cell = (contact: Contact, column: Column) => {
    if (column === 'avatar') return <Avatar contact={contact} />;
    if (column === 'actions') return actions(contact);
    return contact[column] ?? '';
  };
  const headerOf = (column: Column) => (column === 'avatar' ? t('fields.avatar') : t(`fields.${column}`));

  return (
    <div data-testid="contacts-list">
      {settings.showSearch && <ContactSearchBar id={`${id}-search`} value={typed} onChange={setTyped} />}
      <StoreState result={view.result} empty={t('empty')}>
        {mobile ? (
          <ul data-testid="contacts-cards" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 8 }}>
            {view.result.elements.map((contact) => (
              <li key={contact.id} style={{ border: '1px solid #eaecf0', borderRadius: 8, padding: 12, display: 'flex', gap: 12, alignItems: 'center' }}>
                {columns.includes('avatar') && <Avatar contact={contact} />}
                <div style={{ flex: 1, minWidth: 0 }}>
                  <strong>{displayNameOf(contact) || t('unnamed')}</strong>
                  {columns.filter((c) => ['company', 'email', 'phone', 'mobile'].includes(c)).map((c) => contact[c as 'email'] && <div key={c} style={{ color: '#667085', fontSize: 14 }}>{contact[c as 'email']}</div>)}
                </div>
                {columns.includes('actions') && actions(contact)}
              </li>
            ))}
          </ul>
        ) : (
          <table data-testid="contacts-table" style={{ width: '100%', borderCollapse: 'collapse' }}>
            <thead>
              <tr>{columns.map((column) => <th key={column} scope="col" style={{ textAlign: 'left', padding: '6px 8px', borderBottom: '1px solid #eaecf0' }}>{headerOf(column)}</th>)}</tr>
            </thead>
            <tbody>
              {view.result.elements.map((contact) => (
                <tr key={contact.id}>
                  {columns.map((column) => <td key={column} style={{ padding: '6px 8px', borderBottom: '1px solid #f2f4f7' }}>{cell(contact, column)}</td>)}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {view.pageCount > 1 && <Pager page={view.page} pageCount={view.pageCount} onPage={view.setPage} />}
      </StoreState>
      {detailsId && (
        <ContactModal testId="contact-details-dialog" title={displayNameOf(detailed) || t('actions.details')} onClose={() => setDetailsId(null)}>
          <ContactDetails contactId={detailsId} />
        </ContactModal>
      )}
      {editId && (
        <ContactModal testId="contact-edit-dialog" title={displayNameOf(edited) || t('actions.edit')} onClose={() => setEditId(null)}>
          <ContactEditorPanel idPrefix={`${id}-edit`} contactId={editId} showCustomFields onSaved={() => setEditId(null)} />
        </ContactModal>
      )}
    </div>
  );
}

export const ContactsListWidget = widgetFromSpec(spec, ContactsList);
