/**
 * Settings DeleteEntityButton and PatchObjectsButton share (texts `widgets.entityAction.settings.*`, `actions`
 * namespace): which records they change and whether the person confirms first.
 */
export const ENTITY_ACTION_SETTINGS = {
  type: { title: 'widgets.entityAction.settings.type.title', description: 'widgets.entityAction.settings.type.description', type: 'string', default: '' },
  confirmation: { title: 'widgets.entityAction.settings.confirmation.title', type: 'boolean', default: true },
  confirmationText: { title: 'widgets.entityAction.settings.confirmationText.title', description: 'widgets.entityAction.settings.confirmationText.description', type: 'string', default: '' },
  label: { title: 'widgets.entityAction.settings.label.title', type: 'string', default: '' },
} as const;
