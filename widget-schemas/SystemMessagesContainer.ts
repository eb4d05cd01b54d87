import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'SystemMessagesContainer',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.SystemMessagesContainer.title',
    description: 'widgets.SystemMessagesContainer.description',
    type: 'object',
    properties: {
      pageSize: { title: 'widgets.SystemMessagesContainer.settings.pageSize.title', type: 'integer', minimum: 1, maximum: 200, default: 20 },
    },
  },
});
