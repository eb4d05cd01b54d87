import { DATA_INPUTS, dataTypeSetting, filterSetting, itemLinkSetting, pageSizeSetting, storeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * A table over a store: columns of record properties (150px wide unless set), sortable by a click on the header,
 * paged on the server (10, 25, 50 or 100 rows, default 10) or scrolled through every record (rows drawn only while
 * visible, more loaded on the way down). A row with a link navigates there (`${id}` and other fields filled in).
 */
export default defineWidgetSpec({
  type: 'DataTableV4',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: DATA_INPUTS,
  outputs: [{ name: 'rowClicked', type: 'object', label: 'widgets.DataTableV4.sockets.rowClicked' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DataTableV4.title',
    description: 'widgets.DataTableV4.description',
    type: 'object',
    properties: {
      store: storeSetting('DataTableV4'),
      dataType: dataTypeSetting('DataTableV4'),
      columns: {
        title: 'widgets.DataTableV4.settings.columns.title',
        description: 'widgets.DataTableV4.settings.columns.description',
        type: 'array',
        items: {
          type: 'object',
          properties: {
            property: { title: 'widgets.DataTableV4.settings.columns.property', type: 'string' },
            label: { title: 'widgets.DataTableV4.settings.columns.label', type: 'string' },
            width: { title: 'widgets.DataTableV4.settings.columns.width', type: 'string', default: '150px' },
            sortable: { title: 'widgets.DataTableV4.settings.columns.sortable', type: 'boolean', default: true },
          },
          required: ['property'],
        },
        default: [],
      },
      filter: filterSetting('DataTableV4'),
      sort: { title: 'widgets.DataTableV4.settings.sort.title', description: 'widgets.DataTableV4.settings.sort.description', type: 'string', default: '' },
      pageSize: pageSizeSetting('DataTableV4'),
      mode: { title: 'widgets.DataTableV4.settings.mode.title', type: 'string', enum: ['pages', 'scroll'], default: 'pages' },
      height: { title: 'widgets.DataTableV4.settings.height.title', description: 'widgets.DataTableV4.settings.height.description', type: 'string', default: '500px' },
      link: itemLinkSetting('DataTableV4'),
    },
  },
});
