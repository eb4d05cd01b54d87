import tabsSchema from '../../../widget-schemas/Tabs.json';
import tabNavigationSchema from '../../../widget-schemas/TabNavigation.json';
import iconTabsSchema from '../../../widget-schemas/IconTabs.json';
import { defineWidget, type JsonSchema, type WidgetCategory, type WidgetProps } from '../../registry/defineWidget';
import { TabbedContent, TAB_SLOT_PATTERN, tabSlot, type TabsSettings, type TabsVariant } from './TabbedContent';

/** Tabs, TabNavigation and IconTabs: one implementation (TabbedContent.tsx), configured three times. */
function tabsWidget(type: string, schema: JsonSchema, variant: TabsVariant, categories: readonly WidgetCategory[]) {
  return defineWidget<TabsSettings>({
    type,
    group: 'layout',
    categories,
    schema,
    // The tabs of the default settings; one more slot for every tab added.
    slots: [tabSlot(0), tabSlot(1)],
    slotPattern: TAB_SLOT_PATTERN,
    inputs: [{ name: 'select', type: 'number', label: `widgets.${type}.sockets.select` }],
    outputs: [{ name: 'selectedIndex', type: 'number', label: `widgets.${type}.sockets.selectedIndex` }],
    component: function TabsComponent(props: WidgetProps<TabsSettings>) {
      return <TabbedContent {...props} variant={variant} />;
    },
  });
}

const EVERYWHERE: readonly WidgetCategory[] = ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'];

export const TabsWidget = tabsWidget('Tabs', tabsSchema, 'tabs', EVERYWHERE);
export const TabNavigationWidget = tabsWidget('TabNavigation', tabNavigationSchema, 'navigation', EVERYWHERE);
// Icon tabs are an app's bottom or top bar, not a website's.
export const IconTabsWidget = tabsWidget('IconTabs', iconTabsSchema, 'icons', ['APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER']);
