import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'CreateUserButton',
  group: 'users',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  slots: [],
  inputs: [],
  outputs: [{ name: 'userCreated', type: 'object', label: 'widgets.CreateUserButton.sockets.userCreated' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CreateUserButton.title',
    description: 'widgets.CreateUserButton.description',
    type: 'object',
    properties: {
      label: { title: 'widgets.CreateUserButton.settings.label.title', description: 'widgets.CreateUserButton.settings.label.description', type: 'string', default: '' },
      showRoles: { title: 'widgets.CreateUserEditor.settings.showRoles.title', description: 'widgets.CreateUserEditor.settings.showRoles.description', type: 'boolean', default: true },
    },
  },
});
