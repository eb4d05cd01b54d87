import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'CompoundWidget',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  dynamicSockets: true,
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CompoundWidget.title',
    type: 'object',
    properties: {
      compoundId: {
        title: 'widgets.CompoundWidget.settings.compoundId.title',
        type: 'string',
        minLength: 1
      },
      managed: {
        title: 'widgets.CompoundWidget.settings.managed.title',
        type: 'boolean',
        default: false
      }
    },
    required: [
      'compoundId'
    ]
  },
});
