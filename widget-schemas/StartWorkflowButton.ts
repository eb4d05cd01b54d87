import { defineWidgetSpec } from './spec';
import { ENTITY_ACTION_SETTINGS } from './entityActionSettings';

/**
 * Starts a workflow of the tenant (docs/widgets.md, Opt-in and workflows): after a confirmation it creates a
 * workflow run whose input is `input` with `${name}` placeholders filled from the page context, then says
 * whether that worked and emits the run on `started`.
 */
export default defineWidgetSpec({
  type: 'StartWorkflowButton',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'started', type: 'object', label: 'widgets.StartWorkflowButton.sockets.started' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.StartWorkflowButton.title',
    type: 'object',
    properties: {
      workflowId: { title: 'widgets.StartWorkflowButton.settings.workflowId.title', description: 'widgets.StartWorkflowButton.settings.workflowId.description', type: 'string', default: '' },
      input: { title: 'widgets.StartWorkflowButton.settings.input.title', description: 'widgets.StartWorkflowButton.settings.input.description', type: 'object', default: {} },
      confirmation: ENTITY_ACTION_SETTINGS.confirmation,
      confirmationText: ENTITY_ACTION_SETTINGS.confirmationText,
      label: ENTITY_ACTION_SETTINGS.label,
    },
  },
});
