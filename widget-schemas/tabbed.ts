import { TAB_SLOT_PATTERN, TAB_SLOTS } from './enums';

/**
 * What the tabbed widgets (Tabs, TabNavigation, IconTabs) share: one slot per tab, a `select` input and a
 * `selectedIndex` output, and the `tabs` setting (label and icon per tab, two tabs to start with). Each keeps its
 * own i18n keys under its type.
 */
export function tabbedWidgetParts<T extends string>(type: T) {
  return {
    slots: TAB_SLOTS,
    slotPattern: TAB_SLOT_PATTERN,
    inputs: [{ name: 'select', type: 'number', label: `widgets.${type}.sockets.select` }],
    outputs: [{ name: 'selectedIndex', type: 'number', label: `widgets.${type}.sockets.selectedIndex` }],
  } as const;
}

export function tabsSetting<T extends string>(type: T) {
  return {
    title: `widgets.${type}.settings.tabs.title`,
    description: `widgets.${type}.settings.tabs.description`,
    type: 'array',
    minItems: 1,
    items: {
      type: 'object',
      properties: {
        label: { title: `widgets.${type}.settings.tabs.items.label.title`, type: 'string' },
        icon: { title: `widgets.${type}.settings.tabs.items.icon.title`, type: 'string' },
      },
    },
    default: [{ label: 'Tab 1' }, { label: 'Tab 2' }],
  } as const;
}
