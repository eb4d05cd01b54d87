import { CONTACT_CATEGORIES, CONTACTS_LIST_COLUMNS } from './contactSettings';
import { defineWidgetSpec } from './spec';

/** The contacts of the tenant: a search bar (300 ms), a table on desktop and cards on phones, 100 per page. */
export default defineWidgetSpec({
  type: 'ContactsList',
  group: 'users',
  categories: CONTACT_CATEGORIES,
  outputs: [{ name: 'contactClicked', type: 'object', fields: ['id', 'firstName', 'lastName', 'email'], label: 'widgets.ContactsList.sockets.contactClicked' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ContactsList.title',
    description: 'widgets.ContactsList.description',
    type: 'object',
    properties: {
      showSearch: { title: 'widgets.ContactsList.settings.showSearch.title', type: 'boolean', default: true },
      columns: {
        title: 'widgets.ContactsList.settings.columns.title',
        type: 'array',
        uniqueItems: true,
        items: { type: 'string', enum: CONTACTS_LIST_COLUMNS },
        default: ['avatar', 'firstName', 'lastName', 'company', 'email', 'phone', 'actions'],
      },
    },
  },
});
