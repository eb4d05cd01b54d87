import { defineWidgetSpec } from './spec';

/**
 * A search over a store's records that works without a connection: the records are copied into the browser
 * (IndexedDB) whenever there is one, and searched there. With `editableFields` a chosen record can be changed,
 * offline too (the change waits in the outbox until the connection is back).
 */
export default defineWidgetSpec({
  type: 'OfflineSearch',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'DASHBOARD'],
  outputs: [{ name: 'selected', type: 'object', label: 'widgets.OfflineSearch.sockets.selected' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.OfflineSearch.title',
    type: 'object',
    properties: {
      store: { title: 'widgets.OfflineSearch.settings.store.title', description: 'widgets.OfflineSearch.settings.store.description', type: 'string', default: '' },
      displayProperty: { title: 'widgets.OfflineSearch.settings.displayProperty.title', type: 'string', default: 'name' },
      searchProperties: { title: 'widgets.OfflineSearch.settings.searchProperties.title', description: 'widgets.OfflineSearch.settings.searchProperties.description', type: 'array', items: { type: 'string' }, default: [] },
      editableFields: { title: 'widgets.OfflineSearch.settings.editableFields.title', description: 'widgets.OfflineSearch.settings.editableFields.description', type: 'array', items: { type: 'string' }, default: [] },
      maxResults: { title: 'widgets.OfflineSearch.settings.maxResults.title', type: 'integer', minimum: 1, maximum: 100, default: 20 },
      placeholder: { title: 'widgets.OfflineSearch.settings.placeholder.title', type: 'string', default: '' },
      contextProperty: { title: 'widgets.OfflineSearch.settings.contextProperty.title', description: 'widgets.OfflineSearch.settings.contextProperty.description', type: 'string', default: '' },
    },
  },
});
