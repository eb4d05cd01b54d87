import { defineWidgetSpec } from './spec';
import { tabbedWidgetParts, tabsSetting } from './tabbed';

export default defineWidgetSpec({
  type: 'Tabs',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  ...tabbedWidgetParts('Tabs'),
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Tabs.title',
    type: 'object',
    properties: {
      tabs: tabsSetting('Tabs'),
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
