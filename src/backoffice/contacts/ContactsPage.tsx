import { contactsApi } from '../../../runtime/api';
import { ContactFieldsSchema, type Contact } from '../../../model/api/schemas/contacts';
import { CONTACTS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';
import { CONTACT_FIELDS } from './contactFields';

/** `contacts` (CONTACTS_READ; writing CONTACTS_WRITE): the tenant's contacts, and the way to their custom fields. */
const CONTACTS_CONFIG: SimpleResourceConfig<Contact> = {
  resource: 'contacts',
  prefix: 'contacts',
  descriptor: CONTACTS,
  schema: ContactFieldsSchema,
  nameField: 'lastName',
  fields: CONTACT_FIELDS,
  api: simpleApi(CONTACTS, contactsApi),
  headerLinks: [{ to: '/backoffice/contacts/custom-fields', testId: 'contact-custom-fields', label: 'contactCustomFields.title' }],
};

export default function ContactsPage() {
  return <SimpleResourcePage config={CONTACTS_CONFIG} />;
}
