import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'RouterOutlet',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.RouterOutlet.title',
    type: 'object',
    properties: {}
  },
});
