import { defineWidgetSpec } from './spec';

/**
 * One horizontal bar split into coloured parts, each `value` percent wide with its label in the legend; a text
 * (`content`) above it. Parts adding up to more than 100 are scaled to fit.
 */
export default defineWidgetSpec({
  type: 'PercentageBarChart',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.PercentageBarChart.title',
    description: 'widgets.PercentageBarChart.description',
    type: 'object',
    properties: {
      content: { title: 'widgets.PercentageBarChart.settings.content.title', type: 'string', default: '' },
      width: { title: 'widgets.PercentageBarChart.settings.width.title', description: 'widgets.PercentageBarChart.settings.width.description', type: 'string', pattern: '^\\d+(\\.\\d+)?(px|%|rem|em|vw)$', default: '100%' },
      borderColor: { title: 'widgets.PercentageBarChart.settings.borderColor.title', type: 'string', pattern: '^#[0-9a-fA-F]{6}$', default: '#cbd5e0' },
      values: {
        title: 'widgets.PercentageBarChart.settings.values.title',
        type: 'array',
        default: [],
        items: {
          type: 'object',
          properties: {
            label: { title: 'widgets.PercentageBarChart.settings.values.label', type: 'string', default: '' },
            value: { title: 'widgets.PercentageBarChart.settings.values.value', type: 'number', minimum: 0, maximum: 100, default: 0 },
            color: { title: 'widgets.PercentageBarChart.settings.values.color', type: 'string', pattern: '^#[0-9a-fA-F]{6}$', default: '#3182ce' },
          },
          required: ['label', 'value'],
        },
      },
    },
  },
});
