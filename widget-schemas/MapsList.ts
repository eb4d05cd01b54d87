import { PLACE_INPUTS, placeSettings } from './mapsSettings';
import { defineWidgetSpec } from './spec';

/**
 * The places of a store, data type or context list as a list of name and address, each with a link that opens it
 * in a maps service in a new window (docs/data-views.md, Maps). Needs no Maps key.
 */
export default defineWidgetSpec({
  type: 'MapsList',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: PLACE_INPUTS,
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.MapsList.title',
    description: 'widgets.MapsList.description',
    type: 'object',
    properties: {
      ...placeSettings('MapsList'),
      pageSize: { title: 'widgets.MapsList.settings.pageSize.title', type: 'integer', enum: [10, 25, 50, 100], default: 10 },
      emptyText: { title: 'widgets.MapsList.settings.emptyText.title', description: 'widgets.MapsList.settings.emptyText.description', type: 'string', default: '' },
    },
  },
});
