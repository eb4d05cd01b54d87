import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert } from '@chakra-ui/react';
import { contactCustomFieldsApi, contactsApi } from '../../../runtime/api';
import { ContactFieldsSchema, type Contact } from '../../../model/api/schemas/contacts';
import { CONTACTS } from '../../../model/resources/descriptors';
import { resourceKey } from '../common/queries';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';
import { CONTACT_FIELDS } from './contactFields';
import { customFieldFields } from './customFieldFields';

const api = simpleApi<Contact>(CONTACTS, contactsApi);

/**
 * `contacts` (CONTACTS_READ; writing CONTACTS_WRITE): the tenant's contacts, and the way to their custom fields.
 * The form ends with the tenant's custom fields, typed by their type and saved as strings.
 */
export default function ContactsPage() {
  const { t } = useTranslation('backoffice');
  const customFields = useQuery({
    queryKey: [...resourceKey('contactcustomfields'), 'all'],
    queryFn: () => contactCustomFieldsApi.getContactCustomFields({ page: 1, size: 1000, sort: 'title' }),
    select: (page) => page.elements,
  });
  const definitions = customFields.data;
  const config = useMemo((): SimpleResourceConfig<Contact> => ({
    resource: 'contacts',
    prefix: 'contacts',
    descriptor: CONTACTS,
    schema: ContactFieldsSchema,
    nameField: 'lastName',
    fields: definitions ? [...CONTACT_FIELDS, ...customFieldFields(definitions)] : CONTACT_FIELDS,
    api,
    headerLinks: [{ to: '/backoffice/contacts/custom-fields', testId: 'contact-custom-fields', label: 'contactCustomFields.title' }],
    // Without the definitions the form has no custom fields; saving carries the stored values over unchanged.
    notice: customFields.isError ? (
      <Alert.Root status="warning" data-testid="custom-fields-unavailable">
        <Alert.Indicator /><Alert.Title>{t('contactCustomFieldValues.unavailable')}</Alert.Title>
      </Alert.Root>
    ) : undefined,
  }), [definitions, customFields.isError, t]);
  return <SimpleResourcePage config={config} />;
}
