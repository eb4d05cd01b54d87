import { defineWidgetSpec } from './spec';
import { ICON_SIZES, ICON_THEMES, TAB_SLOT_PATTERN, TAB_SLOTS } from './enums';

export default defineWidgetSpec({
  type: 'IconTabs',
  group: 'layout',
  // Icon tabs are an app's bottom or top bar, not a website's.
  categories: ['APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: TAB_SLOTS,
  slotPattern: TAB_SLOT_PATTERN,
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
        enum: ICON_THEMES,
        default: 'fluent'
      },
      iconSize: {
        title: 'widgets.IconTabs.settings.iconSize.title',
        type: 'integer',
        enum: ICON_SIZES,
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
