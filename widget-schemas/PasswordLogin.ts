import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'PasswordLogin',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.PasswordLogin.title',
    description: 'widgets.PasswordLogin.description',
    type: 'object',
    properties: {
      link: {
        title: 'widgets.PasswordLogin.settings.link.title',
        type: 'string',
        default: '',
      },
      resetLink: {
        title: 'widgets.PasswordLogin.settings.resetLink.title',
        type: 'string',
        default: '',
      },
    },
  },
});
