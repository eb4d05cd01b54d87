import { defineWidgetSpec } from './spec';
import { TAB_SLOT_PATTERN, TAB_SLOTS } from './enums';

export default defineWidgetSpec({
  type: 'TabNavigation',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: TAB_SLOTS,
  slotPattern: TAB_SLOT_PATTERN,
  inputs: [{ name: 'select', type: 'number', label: 'widgets.TabNavigation.sockets.select' }],
  outputs: [{ name: 'selectedIndex', type: 'number', label: 'widgets.TabNavigation.sockets.selectedIndex' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.TabNavigation.title',
    type: 'object',
    properties: {
      tabs: {
        title: 'widgets.TabNavigation.settings.tabs.title',
        description: 'widgets.TabNavigation.settings.tabs.description',
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          properties: {
            label: {
              title: 'widgets.TabNavigation.settings.tabs.items.label.title',
              type: 'string'
            },
            icon: {
              title: 'widgets.TabNavigation.settings.tabs.items.icon.title',
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
      queryParameter: {
        title: 'widgets.TabNavigation.settings.queryParameter.title',
        description: 'widgets.TabNavigation.settings.queryParameter.description',
        type: 'string',
        default: 'tab'
      }
    }
  },
});
