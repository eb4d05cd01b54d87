import { DATA_INPUTS, dataTypeSetting, filterSetting, itemLinkSetting, pageSizeSetting, storeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * The records of a data type (or store) as a list of entries, each showing the chosen properties with their labels
 * (all fields when none are chosen), paged on the server, 10 per page by default.
 */
export default defineWidgetSpec({
  type: 'DataList',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: DATA_INPUTS,
  outputs: [{ name: 'itemClicked', type: 'object', label: 'widgets.DataList.sockets.itemClicked' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DataList.title',
    description: 'widgets.DataList.description',
    type: 'object',
    properties: {
      dataType: dataTypeSetting('DataList'),
      store: storeSetting('DataList'),
      filter: filterSetting('DataList'),
      properties: {
        title: 'widgets.DataList.settings.properties.title',
        type: 'array',
        items: { type: 'object', properties: { property: { type: 'string', title: 'widgets.DataTableV4.settings.columns.property' }, label: { type: 'string', title: 'widgets.DataTableV4.settings.columns.label' } }, required: ['property'] },
        default: [],
      },
      pageSize: pageSizeSetting('DataList'),
      link: itemLinkSetting('DataList'),
    },
  },
});
