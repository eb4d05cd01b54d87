import { DATA_PAGE_SIZE_OPTIONS } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * Lets visitors set a named store's query at run time: free text, sort (over `sortFields`, ascending or
 * descending) and page size (one of `pageSizes`). The choice is published to the store, so every widget of the
 * page that shows the store follows it; it also goes out on `query`.
 */
export default defineWidgetSpec({
  type: 'StoreConfigurator',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'query', type: 'object', label: 'widgets.StoreConfigurator.sockets.query' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.StoreConfigurator.title',
    type: 'object',
    properties: {
      store: { title: 'widgets.StoreConfigurator.settings.store.title', description: 'widgets.StoreConfigurator.settings.store.description', type: 'string', default: '' },
      showSearch: { title: 'widgets.StoreConfigurator.settings.showSearch.title', type: 'boolean', default: true },
      sortFields: { title: 'widgets.StoreConfigurator.settings.sortFields.title', description: 'widgets.StoreConfigurator.settings.sortFields.description', type: 'array', items: { type: 'string' }, default: [] },
      pageSizes: { title: 'widgets.StoreConfigurator.settings.pageSizes.title', description: 'widgets.StoreConfigurator.settings.pageSizes.description', type: 'array', items: { type: 'integer', minimum: 1, maximum: 1000 }, default: [...DATA_PAGE_SIZE_OPTIONS] },
    },
  },
});
