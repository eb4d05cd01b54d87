import { defineWidgetSpec } from './spec';
import { ICON_SIZES, ICON_THEMES } from './enums';
import { tabbedWidgetParts, tabsSetting } from './tabbed';

export default defineWidgetSpec({
  type: 'IconTabs',
  group: 'layout',
  // Icon tabs are an app's bottom or top bar, not a website's.
  categories: ['APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  ...tabbedWidgetParts('IconTabs'),
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.IconTabs.title',
    type: 'object',
    properties: {
      tabs: tabsSetting('IconTabs'),
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
