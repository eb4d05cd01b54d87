import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'TopNavigation',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['items'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.TopNavigation.title',
    type: 'object',
    properties: {
      title: {
        title: 'widgets.TopNavigation.settings.title.title',
        type: 'string',
        default: ''
      },
      logoUrl: {
        title: 'widgets.TopNavigation.settings.logoUrl.title',
        type: 'string'
      },
      items: {
        title: 'widgets.TopNavigation.settings.items.title',
        type: 'array',
        items: {
          type: 'object',
          properties: {
            label: {
              title: 'widgets.TopNavigation.settings.items.items.label.title',
              type: 'string'
            },
            link: {
              title: 'widgets.TopNavigation.settings.items.items.link.title',
              type: 'string'
            }
          }
        },
        default: []
      },
      backgroundColor: {
        title: 'widgets.TopNavigation.settings.backgroundColor.title',
        type: 'string',
        format: 'color',
        default: '#ffffff'
      },
      fontColor: {
        title: 'widgets.TopNavigation.settings.fontColor.title',
        type: 'string',
        format: 'color',
        default: '#1a202c'
      },
      sticky: {
        title: 'widgets.TopNavigation.settings.sticky.title',
        type: 'boolean',
        default: false
      }
    }
  },
});
