import { contactsApi } from '../../../runtime/api';
import { ContactFieldsSchema, type Contact } from '../../../model/api/schemas/contacts';
import { CONTACTS } from '../../../model/resources/descriptors';
import { CONTACT_FIELDS } from '../contacts/contactFields';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/**
 * `customers`: the shop's customers are the contacts that are a user's own customer profile (`userId` set, written
 * by the customer through `PUT /contacts/mine`; docs/users-and-contacts.md). They come into being by the customer,
 * so there is no create here; edit and delete need CONTACTS_WRITE, and reading them CONTACTS_READ, which the
 * screen says when it is missing (the navigation shows the entry to everybody).
 */
const CUSTOMERS_CONFIG: SimpleResourceConfig<Contact> = {
  resource: 'customers',
  prefix: 'customers',
  fieldPrefix: 'contacts',
  descriptor: CONTACTS,
  schema: ContactFieldsSchema,
  nameField: 'lastName',
  fields: CONTACT_FIELDS.filter((f) => f.name !== 'publicAccess'),
  noCreate: true,
  intro: 'customers.intro',
  api: simpleApi(CONTACTS, contactsApi, { filter: [{ type: 'foreignId', fieldname: 'userId', matcher: 'startsWith', value: '' }] }),
};

export default function CustomersPage() {
  return <SimpleResourcePage config={CUSTOMERS_CONFIG} />;
}
