import { defineWidgetSpec } from './spec';
import { ICON_SIZES, ICON_THEMES } from './enums';

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
        enum: ICON_THEMES,
        default: 'fluent'
      },
      size: {
        title: 'widgets.Icon.settings.size.title',
        type: 'integer',
        enum: ICON_SIZES,
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
