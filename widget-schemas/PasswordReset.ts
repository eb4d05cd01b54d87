import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'PasswordReset',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.PasswordReset.title',
    description: 'widgets.PasswordReset.description',
    type: 'object',
    properties: {
      loginLink: {
        title: 'widgets.PasswordReset.settings.loginLink.title',
        type: 'string',
        default: '',
      },
    },
  },
});
