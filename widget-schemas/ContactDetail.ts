import { CONTACT_CATEGORIES, contactIdSetting } from './contactSettings';
import { defineWidgetSpec } from './spec';

/** Everything stored about one contact, in the sections of the editor. */
export default defineWidgetSpec({
  type: 'ContactDetail',
  group: 'users',
  categories: CONTACT_CATEGORIES,
  inputs: [{ name: 'contactId', type: 'string', label: 'widgets.ContactDetail.sockets.contactId' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ContactDetail.title',
    description: 'widgets.ContactDetail.description',
    type: 'object',
    properties: { contactId: contactIdSetting('ContactDetail') },
  },
});
