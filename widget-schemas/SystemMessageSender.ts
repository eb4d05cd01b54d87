import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'SystemMessageSender',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'sent', type: 'object', label: 'widgets.SystemMessageSender.sockets.sent' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.SystemMessageSender.title',
    description: 'widgets.SystemMessageSender.description',
    type: 'object',
    properties: {
    },
  },
});
