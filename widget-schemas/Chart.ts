import { dataTypeSetting, filterSetting, storeSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * A line, bar, pie or area chart of a store's (or data type's) records: one point per record, labelled by
 * `labelProperty`, sized by the number at `valueProperty` (the first 100 records of the store's order, filtered).
 */
export const CHART_TYPES = ['bar', 'line', 'area', 'pie'] as const;

export default defineWidgetSpec({
  type: 'Chart',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'filter', type: 'any', label: 'widgets.Chart.sockets.filter' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Chart.title',
    description: 'widgets.Chart.description',
    type: 'object',
    properties: {
      store: storeSetting('Chart'),
      dataType: dataTypeSetting('Chart'),
      filter: filterSetting('Chart'),
      chartType: { title: 'widgets.Chart.settings.chartType.title', type: 'string', enum: CHART_TYPES, default: 'bar' },
      labelProperty: { title: 'widgets.Chart.settings.labelProperty.title', description: 'widgets.Chart.settings.labelProperty.description', type: 'string', default: '' },
      valueProperty: { title: 'widgets.Chart.settings.valueProperty.title', description: 'widgets.Chart.settings.valueProperty.description', type: 'string', default: '' },
      title: { title: 'widgets.Chart.settings.title.title', type: 'string', default: '' },
      height: { title: 'widgets.Chart.settings.height.title', type: 'integer', minimum: 100, maximum: 2000, default: 300 },
      color: { title: 'widgets.Chart.settings.color.title', type: 'string', pattern: '^#[0-9a-fA-F]{6}$', default: '#3182ce' },
    },
  },
});
