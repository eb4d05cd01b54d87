import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ChangePassword',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ChangePassword.title',
    description: 'widgets.ChangePassword.description',
    type: 'object',
    properties: {
    },
  },
});
