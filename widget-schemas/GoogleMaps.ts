import { PLACE_INPUTS, placeSettings } from './mapsSettings';
import { defineWidgetSpec } from './spec';

/**
 * A Google map with a marker per place (docs/data-views.md, Maps). The Maps JavaScript API loads only when the
 * server has a Maps key (MAPS_API_KEY); without one the widget asks to be configured and sends nothing anywhere.
 */
export default defineWidgetSpec({
  type: 'GoogleMaps',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: PLACE_INPUTS,
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.GoogleMaps.title',
    description: 'widgets.GoogleMaps.description',
    type: 'object',
    properties: {
      ...placeSettings('GoogleMaps'),
      height: { title: 'widgets.GoogleMaps.settings.height.title', type: 'integer', minimum: 100, maximum: 2000, default: 400 },
      zoom: { title: 'widgets.GoogleMaps.settings.zoom.title', description: 'widgets.GoogleMaps.settings.zoom.description', type: 'integer', minimum: 1, maximum: 20, default: 14 },
      mapId: { title: 'widgets.GoogleMaps.settings.mapId.title', description: 'widgets.GoogleMaps.settings.mapId.description', type: 'string', default: '' },
    },
  },
});
