import { defineWidgetSpec } from './spec';
import { ENTITY_ACTION_SETTINGS } from './entityActionSettings';

/**
 * Changes several records of a store at once: `patch` (a JSON Merge Patch; texts may hold `${name}` placeholders
 * from the page context) applied to each of `entityIds` (or the list on the `ids` input) after a confirmation,
 * then shows how many changed and offers to undo it.
 */
export default defineWidgetSpec({
  type: 'PatchObjectsButton',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'ids', type: 'array', label: 'widgets.PatchObjectsButton.sockets.ids' }],
  outputs: [{ name: 'patched', type: 'object', label: 'widgets.PatchObjectsButton.sockets.patched' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.PatchObjectsButton.title',
    type: 'object',
    properties: {
      type: ENTITY_ACTION_SETTINGS.type,
      entityIds: { title: 'widgets.PatchObjectsButton.settings.entityIds.title', description: 'widgets.PatchObjectsButton.settings.entityIds.description', type: 'string', default: '' },
      patch: { title: 'widgets.PatchObjectsButton.settings.patch.title', description: 'widgets.PatchObjectsButton.settings.patch.description', type: 'object', default: {} },
      confirmation: ENTITY_ACTION_SETTINGS.confirmation,
      confirmationText: ENTITY_ACTION_SETTINGS.confirmationText,
      label: ENTITY_ACTION_SETTINGS.label,
      allowUndo: { title: 'widgets.PatchObjectsButton.settings.allowUndo.title', type: 'boolean', default: true },
    },
  },
});
