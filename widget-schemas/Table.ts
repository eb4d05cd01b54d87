import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Table',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  // The cells of the default 2 × 2 table; more come from rows and cols.
  slots: ['cell-0-0', 'cell-0-1', 'cell-1-0', 'cell-1-1'],
  slotPattern: '^cell-\\d+-\\d+$',
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Table.title',
    type: 'object',
    properties: {
      rows: {
        title: 'widgets.Table.settings.rows.title',
        description: 'widgets.Table.settings.rows.description',
        type: 'integer',
        minimum: 1,
        default: 2
      },
      cols: {
        title: 'widgets.Table.settings.cols.title',
        type: 'integer',
        minimum: 1,
        default: 2
      },
      tableSpacing: {
        title: 'widgets.Table.settings.tableSpacing.title',
        description: 'widgets.Table.settings.tableSpacing.description',
        type: 'string',
        default: '0px 0px'
      },
      tablePadding: {
        title: 'widgets.Table.settings.tablePadding.title',
        type: 'string',
        default: '4px 8px'
      },
      tableBorder: {
        title: 'widgets.Table.settings.tableBorder.title',
        type: 'boolean',
        default: false
      },
      tdVerticalAlign: {
        title: 'widgets.Table.settings.tdVerticalAlign.title',
        type: 'string',
        enum: [
          'top',
          'middle',
          'bottom'
        ],
        default: 'middle'
      },
      tableBorderStyle: {
        title: 'widgets.Table.settings.tableBorderStyle.title',
        type: 'string',
        enum: [
          'none',
          'solid',
          'dashed',
          'dotted'
        ],
        default: 'solid'
      },
      tableBorderWidth: {
        title: 'widgets.Table.settings.tableBorderWidth.title',
        type: 'string',
        default: '2px'
      },
      tableBorderColor: {
        title: 'widgets.Table.settings.tableBorderColor.title',
        type: 'string',
        format: 'color'
      },
      tableBorderCollapse: {
        title: 'widgets.Table.settings.tableBorderCollapse.title',
        type: 'boolean',
        default: false
      }
    }
  },
});
