import { dataTypeSetting, storeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * HTML kept in a record of a store, sanitised before it shows. The record's id is `entityId` (placeholders allowed)
 * or, without one, the route parameter named `routeParam` (`id` of `artikel/:id`).
 */
export default defineWidgetSpec({
  type: 'StoreHtml',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.StoreHtml.title',
    description: 'widgets.StoreHtml.description',
    type: 'object',
    properties: {
      store: storeSetting('StoreHtml'),
      dataType: dataTypeSetting('StoreHtml'),
      entityId: { title: 'widgets.StoreHtml.settings.entityId.title', description: 'widgets.StoreHtml.settings.entityId.description', type: 'string', default: '' },
      routeParam: { title: 'widgets.StoreHtml.settings.routeParam.title', description: 'widgets.StoreHtml.settings.routeParam.description', type: 'string', default: 'id' },
      property: { title: 'widgets.StoreHtml.settings.property.title', type: 'string', default: 'html' },
    },
  },
});
