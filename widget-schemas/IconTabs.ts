import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'IconTabs',
  group: 'layout',
  // Icon tabs are an app's bottom or top bar, not a website's.
  categories: ['APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  // The tabs of the default settings; one more slot for every tab added.
  slots: ['tab-0', 'tab-1'],
  slotPattern: '^tab-\\d+$',
  inputs: [{ name: 'select', type: 'number', label: 'widgets.IconTabs.sockets.select' }],
  outputs: [{ name: 'selectedIndex', type: 'number', label: 'widgets.IconTabs.sockets.selectedIndex' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.IconTabs.title',
    type: 'object',
    properties: {
      tabs: {
        title: 'widgets.IconTabs.settings.tabs.title',
        description: 'widgets.IconTabs.settings.tabs.description',
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          properties: {
            label: {
              title: 'widgets.IconTabs.settings.tabs.items.label.title',
              type: 'string'
            },
            icon: {
              title: 'widgets.IconTabs.settings.tabs.items.icon.title',
              type: 'string'
            }
          }
        },
        default: [
          {
            label: 'Tab 1'
          },
          {
            label: 'Tab 2'
          }
        ]
      },
      iconTheme: {
        title: 'widgets.IconTabs.settings.iconTheme.title',
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
      iconSize: {
        title: 'widgets.IconTabs.settings.iconSize.title',
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
      iconColor: {
        title: 'widgets.IconTabs.settings.iconColor.title',
        type: 'string',
        format: 'color'
      }
    }
  },
});
