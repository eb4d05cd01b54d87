import { defineWidgetSpec } from './spec';
import { tabbedWidgetParts, tabsSetting } from './tabbed';

export default defineWidgetSpec({
  type: 'TabNavigation',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  ...tabbedWidgetParts('TabNavigation'),
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.TabNavigation.title',
    type: 'object',
    properties: {
      tabs: tabsSetting('TabNavigation'),
      queryParameter: {
        title: 'widgets.TabNavigation.settings.queryParameter.title',
        description: 'widgets.TabNavigation.settings.queryParameter.description',
        type: 'string',
        default: 'tab'
      }
    }
  },
});
