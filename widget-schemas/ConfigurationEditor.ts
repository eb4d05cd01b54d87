import { defineWidgetSpec } from './spec';

export const CONFIGURATION_TARGETS = ['user', 'customer'] as const;

export default defineWidgetSpec({
  type: 'ConfigurationEditor',
  group: 'users',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  slots: [],
  inputs: [
    { name: 'userId', type: 'string', label: 'widgets.ConfigurationEditor.sockets.userId' },
    { name: 'customerId', type: 'string', label: 'widgets.ConfigurationEditor.sockets.customerId' },
  ],
  outputs: [{ name: 'saved', type: 'object', label: 'widgets.ConfigurationEditor.sockets.saved' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ConfigurationEditor.title',
    description: 'widgets.ConfigurationEditor.description',
    type: 'object',
    properties: {
      target: { title: 'widgets.ConfigurationEditor.settings.target.title', description: 'widgets.ConfigurationEditor.settings.target.description', type: 'string', enum: [...CONFIGURATION_TARGETS], default: 'user' },
      userId: { title: 'widgets.ConfigurationEditor.settings.userId.title', description: 'widgets.ConfigurationEditor.settings.userId.description', type: 'string', default: '' },
      customerId: { title: 'widgets.ConfigurationEditor.settings.customerId.title', description: 'widgets.ConfigurationEditor.settings.customerId.description', type: 'string', default: '' },
    },
  },
});
