import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ThreadMessenger',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [
    { name: 'threadId', type: 'string', label: 'widgets.ThreadMessenger.sockets.threadId' },
    { name: 'toId', type: 'string', label: 'widgets.ThreadMessenger.sockets.toId' },
  ],
  outputs: [
    { name: 'threadStarted', type: 'string', label: 'widgets.ThreadMessenger.sockets.threadStarted' },
    { name: 'messageSent', type: 'object', label: 'widgets.ThreadMessenger.sockets.messageSent' },
  ],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ThreadMessenger.title',
    description: 'widgets.ThreadMessenger.description',
    type: 'object',
    properties: {
      threadId: { title: 'widgets.ThreadMessenger.settings.threadId.title', description: 'widgets.ThreadMessenger.settings.threadId.description', type: 'string', default: '' },
      toId: { title: 'widgets.ThreadMessenger.settings.toId.title', description: 'widgets.ThreadMessenger.settings.toId.description', type: 'string', default: '' },
      contextProperty: { title: 'widgets.ThreadMessenger.settings.contextProperty.title', description: 'widgets.ThreadMessenger.settings.contextProperty.description', type: 'string', default: '' },
      height: { title: 'widgets.ThreadMessenger.settings.height.title', type: 'string', default: '400px' },
    },
  },
});
