import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ConfigurationEditor',
  group: 'users',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  slots: [],
  inputs: [{ name: 'userId', type: 'string', label: 'widgets.ConfigurationEditor.sockets.userId' }],
  outputs: [{ name: 'saved', type: 'object', label: 'widgets.ConfigurationEditor.sockets.saved' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ConfigurationEditor.title',
    description: 'widgets.ConfigurationEditor.description',
    type: 'object',
    properties: {
      userId: { title: 'widgets.ConfigurationEditor.settings.userId.title', description: 'widgets.ConfigurationEditor.settings.userId.description', type: 'string', default: '' },
    },
  },
});
