import { defineWidgetSpec } from './spec';
import { TAB_SLOT_PATTERN, TAB_SLOTS } from './enums';

export default defineWidgetSpec({
  type: 'Tabs',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: TAB_SLOTS,
  slotPattern: TAB_SLOT_PATTERN,
  inputs: [{ name: 'select', type: 'number', label: 'widgets.Tabs.sockets.select' }],
  outputs: [{ name: 'selectedIndex', type: 'number', label: 'widgets.Tabs.sockets.selectedIndex' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Tabs.title',
    type: 'object',
    properties: {
      tabs: {
        title: 'widgets.Tabs.settings.tabs.title',
        description: 'widgets.Tabs.settings.tabs.description',
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          properties: {
            label: {
              title: 'widgets.Tabs.settings.tabs.items.label.title',
              type: 'string'
            },
            icon: {
              title: 'widgets.Tabs.settings.tabs.items.icon.title',
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
      tabAlign: {
        title: 'widgets.Tabs.settings.tabAlign.title',
        type: 'string',
        enum: [
          'start',
          'center',
          'end',
          'stretch'
        ],
        default: 'start'
      }
    }
  },
});
