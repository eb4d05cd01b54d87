import { dataTypeSetting, storeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/** One property of one record of a store; the id may hold placeholders (`${contactId}`, a route parameter). */
export default defineWidgetSpec({
  type: 'StoreProperty',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.StoreProperty.title',
    description: 'widgets.StoreProperty.description',
    type: 'object',
    properties: {
      store: storeSetting('StoreProperty'),
      dataType: dataTypeSetting('StoreProperty'),
      entityId: { title: 'widgets.StoreProperty.settings.entityId.title', description: 'widgets.StoreProperty.settings.entityId.description', type: 'string', default: '' },
      property: { title: 'widgets.StoreProperty.settings.property.title', type: 'string', default: '' },
    },
  },
});
