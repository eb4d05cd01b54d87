import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Messenger',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [
    { name: 'toId', type: 'string', label: 'widgets.Messenger.sockets.toId' },
    { name: 'fromId', type: 'string', label: 'widgets.Messenger.sockets.fromId' },
  ],
  outputs: [{ name: 'messageSent', type: 'object', label: 'widgets.Messenger.sockets.messageSent' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Messenger.title',
    description: 'widgets.Messenger.description',
    type: 'object',
    properties: {
      showChatters: { title: 'widgets.Messenger.settings.showChatters.title', type: 'boolean', default: true },
      showTo: { title: 'widgets.Messenger.settings.showTo.title', type: 'boolean', default: true },
      toId: { title: 'widgets.Messenger.settings.toId.title', description: 'widgets.Messenger.settings.toId.description', type: 'string', default: '' },
      fromId: { title: 'widgets.Messenger.settings.fromId.title', description: 'widgets.Messenger.settings.fromId.description', type: 'string', default: '' },
      height: { title: 'widgets.Messenger.settings.height.title', type: 'string', default: '400px' },
    },
  },
});
