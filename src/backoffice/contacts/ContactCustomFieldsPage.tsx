import { contactCustomFieldsApi } from '../../../runtime/api';
import { ContactCustomFieldFieldsSchema, type ContactCustomField } from '../../../model/api/schemas/contacts';
import { CONTACT_CUSTOM_FIELDS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/** `contacts/custom-fields`: the fields the tenant adds to every contact (a title and a type). */
const CUSTOM_FIELDS_CONFIG: SimpleResourceConfig<ContactCustomField> = {
  resource: 'contactcustomfields',
  prefix: 'contactCustomFields',
  descriptor: CONTACT_CUSTOM_FIELDS,
  schema: ContactCustomFieldFieldsSchema,
  nameField: 'title',
  fields: [
    { name: 'title', inList: true, sortable: true },
    { name: 'type', inList: true, sortable: true },
  ],
  api: simpleApi(CONTACT_CUSTOM_FIELDS, contactCustomFieldsApi),
  headerLinks: [{ to: '/backoffice/contacts', testId: 'back', label: 'contactCustomFields.back' }],
};

export default function ContactCustomFieldsPage() {
  return <SimpleResourcePage config={CUSTOM_FIELDS_CONFIG} />;
}
