import { useTranslation } from 'react-i18next';
import type { Contact } from '../../../model/api/schemas/contacts';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ContactDetail';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { LoadingState, errorText, useStoreEntity } from '../../stores';
import { ContactView } from './ContactView';
import { useContactId } from './useContactId';
import { useCustomFieldDefinitions } from './useCustomFieldDefinitions';

export type ContactDetailSettings = SettingsOf<typeof spec.schema>;

/** One contact with its custom fields, loaded through the `contacts` store. */
export function ContactDetails({ contactId }: { contactId: string }) {
  const { t } = useTranslation('contacts');
  const loaded = useStoreEntity<Contact>('contacts', contactId);
  const definitions = useCustomFieldDefinitions();
  if (loaded.status === 'loading') return <LoadingState />;
  if (loaded.status === 'error' || !loaded.entity) return <ErrorState message={t('notFound')} details={errorText(loaded.error)} />;
  return <ContactView contact={loaded.entity} customFields={definitions.elements} />;
}

function ContactDetail({ id, settings }: WidgetProps<ContactDetailSettings>) {
  const contactId = useContactId(id, settings.contactId, 'contactId');
  if (!contactId) return <ConfigureNotice />;
  return <ContactDetails contactId={contactId} />;
}

export const ContactDetailWidget = widgetFromSpec(spec, ContactDetail);
