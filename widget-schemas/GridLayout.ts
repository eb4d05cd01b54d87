import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'GridLayout',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['children'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.GridLayout.title',
    type: 'object',
    properties: {
      columns: {
        title: 'widgets.GridLayout.settings.columns.title',
        description: 'widgets.GridLayout.settings.columns.description',
        type: 'integer',
        minimum: 0,
        default: 3
      },
      minColumnWidth: {
        title: 'widgets.GridLayout.settings.minColumnWidth.title',
        type: 'string',
        default: '200px'
      },
      mobileColumns: {
        title: 'widgets.GridLayout.settings.mobileColumns.title',
        type: 'integer',
        minimum: 1,
        default: 1
      },
      rowGap: {
        title: 'widgets.GridLayout.settings.rowGap.title',
        type: 'string',
        default: '10px'
      },
      columnGap: {
        title: 'widgets.GridLayout.settings.columnGap.title',
        type: 'string',
        default: '10px'
      },
      padding: {
        title: 'widgets.GridLayout.settings.padding.title',
        type: 'string',
        default: '10px'
      },
      alignItems: {
        title: 'widgets.GridLayout.settings.alignItems.title',
        type: 'string',
        enum: [
          'stretch',
          'start',
          'center',
          'end'
        ],
        default: 'stretch'
      }
    }
  },
});
