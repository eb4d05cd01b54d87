import { DATA_INPUTS, dataTypeSetting, filterSetting, itemLinkSetting, pageSizeSetting, storeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * A plain list of a store's records, each shown as its `template` with the record's fields filled in
 * (`${lastName}, ${city}`), paged on the server; 'Keine Daten gefunden' when nothing is found.
 */
export default defineWidgetSpec({
  type: 'GenericList',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: DATA_INPUTS,
  outputs: [{ name: 'itemClicked', type: 'object', label: 'widgets.GenericList.sockets.itemClicked' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.GenericList.title',
    description: 'widgets.GenericList.description',
    type: 'object',
    properties: {
      store: storeSetting('GenericList'),
      dataType: dataTypeSetting('GenericList'),
      filter: filterSetting('GenericList'),
      template: { title: 'widgets.GenericList.settings.template.title', description: 'widgets.GenericList.settings.template.description', type: 'string', default: '${id}' },
      pageSize: pageSizeSetting('GenericList'),
      link: itemLinkSetting('GenericList'),
    },
  },
});
