import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'CurrentUser',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['loggedIn', 'loggedOut'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CurrentUser.title',
    description: 'widgets.CurrentUser.description',
    type: 'object',
    properties: {
    },
  },
});
