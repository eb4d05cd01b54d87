import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'LoginStatus',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.LoginStatus.title',
    description: 'widgets.LoginStatus.description',
    type: 'object',
    properties: {
      backgroundColor: {
        title: 'widgets.LoginStatus.settings.backgroundColor.title',
        type: 'string',
        default: '#ffffff',
      },
      fontColor: {
        title: 'widgets.LoginStatus.settings.fontColor.title',
        type: 'string',
        default: '#1a202c',
      },
      viewType: {
        title: 'widgets.LoginStatus.settings.viewType.title',
        type: 'string',
        enum: ['normal', 'icon'],
        default: 'normal',
      },
      dialog: {
        title: 'widgets.LoginStatus.settings.dialog.title',
        type: 'boolean',
        default: true,
      },
      menuButtons: {
        title: 'widgets.LoginStatus.settings.menuButtons.title',
        type: 'array',
        items: {
          type: 'object',
          properties: {
            label: { title: 'widgets.LoginStatus.settings.menuButtons.label', type: 'string' },
            link: { title: 'widgets.LoginStatus.settings.menuButtons.link', type: 'string' },
          },
          required: ['label', 'link'],
        },
        default: [],
      },
    },
  },
});
