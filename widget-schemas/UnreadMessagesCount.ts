import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'UnreadMessagesCount',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.UnreadMessagesCount.title',
    description: 'widgets.UnreadMessagesCount.description',
    type: 'object',
    properties: {
      includeSystemMessages: {
        title: 'widgets.UnreadMessagesCount.settings.includeSystemMessages.title',
        type: 'boolean',
        default: false,
      },
    },
  },
});
