import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'LogoutButton',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.LogoutButton.title',
    description: 'widgets.LogoutButton.description',
    type: 'object',
    properties: {
      label: {
        title: 'widgets.LogoutButton.settings.label.title',
        type: 'string',
        default: '',
      },
      link: {
        title: 'widgets.LogoutButton.settings.link.title',
        type: 'string',
        default: '',
      },
    },
  },
});
