import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'CreateUserEditor',
  group: 'users',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  slots: [],
  inputs: [],
  outputs: [{ name: 'userCreated', type: 'object', label: 'widgets.CreateUserEditor.sockets.userCreated' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CreateUserEditor.title',
    description: 'widgets.CreateUserEditor.description',
    type: 'object',
    properties: {
      showRoles: { title: 'widgets.CreateUserEditor.settings.showRoles.title', description: 'widgets.CreateUserEditor.settings.showRoles.description', type: 'boolean', default: true },
    },
  },
});
