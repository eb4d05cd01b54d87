import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'GlobalsDebugger',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.GlobalsDebugger.title',
    type: 'object',
    properties: {
      filter: {
        title: 'widgets.GlobalsDebugger.settings.filter.title',
        description: 'widgets.GlobalsDebugger.settings.filter.description',
        type: 'string'
      }
    }
  },
});
