import { defineWidgetSpec } from './spec';
import { ICON_SIZES, ICON_THEMES } from './enums';

export default defineWidgetSpec({
  type: 'DashboardGrid',
  group: 'layout',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.DashboardGrid.title',
    type: 'object',
    properties: {
      entries: {
        title: 'widgets.DashboardGrid.settings.entries.title',
        type: 'array',
        items: {
          type: 'object',
          properties: {
            icon: {
              title: 'widgets.DashboardGrid.settings.entries.items.icon.title',
              type: 'string'
            },
            label: {
              title: 'widgets.DashboardGrid.settings.entries.items.label.title',
              type: 'string'
            },
            link: {
              title: 'widgets.DashboardGrid.settings.entries.items.link.title',
              type: 'string'
            },
            backgroundColor: {
              title: 'widgets.DashboardGrid.settings.entries.items.backgroundColor.title',
              type: 'string',
              format: 'color',
              default: '#2b6cb0'
            },
            fontColor: {
              title: 'widgets.DashboardGrid.settings.entries.items.fontColor.title',
              type: 'string',
              format: 'color',
              default: '#ffffff'
            }
          }
        },
        default: []
      },
      iconTheme: {
        title: 'widgets.DashboardGrid.settings.iconTheme.title',
        type: 'string',
        enum: ICON_THEMES,
        default: 'fluent'
      },
      iconSize: {
        title: 'widgets.DashboardGrid.settings.iconSize.title',
        type: 'integer',
        enum: ICON_SIZES,
        default: 48
      },
      minTileWidth: {
        title: 'widgets.DashboardGrid.settings.minTileWidth.title',
        type: 'string',
        default: '160px'
      },
      tileHeight: {
        title: 'widgets.DashboardGrid.settings.tileHeight.title',
        type: 'string',
        default: '120px'
      },
      gap: {
        title: 'widgets.DashboardGrid.settings.gap.title',
        type: 'string',
        default: '12px'
      }
    }
  },
});
