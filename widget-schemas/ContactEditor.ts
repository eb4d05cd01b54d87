import { CONTACT_CATEGORIES, contactIdSetting } from './contactSettings';
import { defineWidgetSpec } from './spec';

/** Edits one contact (or creates one): Persönliches, Erreichbarkeit, Firma and the custom fields. */
export default defineWidgetSpec({
  type: 'ContactEditor',
  group: 'users',
  categories: CONTACT_CATEGORIES,
  inputs: [{ name: 'contactId', type: 'string', label: 'widgets.ContactEditor.sockets.contactId' }],
  outputs: [{ name: 'saved', type: 'object', label: 'widgets.ContactEditor.sockets.saved' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ContactEditor.title',
    description: 'widgets.ContactEditor.description',
    type: 'object',
    properties: {
      contactId: contactIdSetting('ContactEditor'),
      showCustomFields: { title: 'widgets.ContactEditor.settings.showCustomFields.title', type: 'boolean', default: true },
    },
  },
});
