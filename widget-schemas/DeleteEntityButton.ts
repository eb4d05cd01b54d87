import { defineWidgetSpec } from './spec';
import { ENTITY_ACTION_SETTINGS } from './entityActionSettings';

/**
 * Deletes one record of a store (`type`: `products`, `data/invoices` or a data type's path) through the API; the id
 * comes from the page context (`entityId`, `${id}` by default), after a yes/no question titled 'Löschen?' unless
 * `confirmation` is off.
 */
export default defineWidgetSpec({
  type: 'DeleteEntityButton',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'deleted', type: 'object', label: 'widgets.DeleteEntityButton.sockets.deleted' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DeleteEntityButton.title',
    type: 'object',
    properties: {
      type: ENTITY_ACTION_SETTINGS.type,
      entityId: { title: 'widgets.DeleteEntityButton.settings.entityId.title', description: 'widgets.DeleteEntityButton.settings.entityId.description', type: 'string', default: '${id}' },
      confirmation: ENTITY_ACTION_SETTINGS.confirmation,
      confirmationText: ENTITY_ACTION_SETTINGS.confirmationText,
      label: ENTITY_ACTION_SETTINGS.label,
    },
  },
});
