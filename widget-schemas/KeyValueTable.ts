import { dataTypeSetting, storeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * One object as a two-column table of labels and values: a page context variable (`contextProperty`) or a record
 * of a store by id. The chosen `properties` in their order, or every field.
 */
export default defineWidgetSpec({
  type: 'KeyValueTable',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.KeyValueTable.title',
    description: 'widgets.KeyValueTable.description',
    type: 'object',
    properties: {
      contextProperty: { title: 'widgets.KeyValueTable.settings.contextProperty.title', type: 'string', default: '' },
      store: storeSetting('KeyValueTable'),
      dataType: dataTypeSetting('KeyValueTable'),
      entityId: { title: 'widgets.KeyValueTable.settings.entityId.title', type: 'string', default: '' },
      properties: {
        title: 'widgets.KeyValueTable.settings.properties.title',
        type: 'array',
        items: { type: 'object', properties: { property: { type: 'string', title: 'widgets.DataTableV4.settings.columns.property' }, label: { type: 'string', title: 'widgets.DataTableV4.settings.columns.label' } }, required: ['property'] },
        default: [],
      },
    },
  },
});
