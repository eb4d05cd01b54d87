import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Icon',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'badge', type: 'any', label: 'widgets.Icon.sockets.badge' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Icon.title',
    type: 'object',
    properties: {
      name: {
        title: 'widgets.Icon.settings.name.title',
        type: 'string'
      },
      theme: {
        title: 'widgets.Icon.settings.theme.title',
        type: 'string',
        enum: [
          'fluent',
          'ios',
          'color',
          'material-outlined',
          'dusk',
          'dotted',
          'plasticine'
        ],
        default: 'fluent'
      },
      size: {
        title: 'widgets.Icon.settings.size.title',
        type: 'integer',
        enum: [
          10,
          12,
          16,
          20,
          24,
          32,
          48,
          64,
          72,
          96
        ],
        default: 24
      },
      color: {
        title: 'widgets.Icon.settings.color.title',
        type: 'string'
      },
      badge: {
        title: 'widgets.Icon.settings.badge.title',
        description: 'widgets.Icon.settings.badge.description',
        type: 'string'
      }
    }
  },
});
