import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'HasUnreadSystemMessages',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['hasUnread', 'noUnread'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.HasUnreadSystemMessages.title',
    description: 'widgets.HasUnreadSystemMessages.description',
    type: 'object',
    properties: {
    },
  },
});
