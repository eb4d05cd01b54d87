import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'AuthorizedContainer',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['children'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.AuthorizedContainer.title',
    description: 'widgets.AuthorizedContainer.description',
    type: 'object',
    properties: {
      permissions: {
        title: 'widgets.AuthorizedContainer.settings.permissions.title',
        description: 'widgets.AuthorizedContainer.settings.permissions.description',
        type: 'array',
        items: { type: 'string' },
        default: [],
      },
    },
  },
});
