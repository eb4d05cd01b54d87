import { filterSetting } from './dataSettings';
import { defineWidgetSpec } from './spec';

/**
 * A number over a store: how many records a search finds, or the sum of one of their numeric properties
 * (`sumValue`, data types only), then changed by the equations in order (add, subtract, multiply, divide by a
 * number). Shown in German format, optionally as euros from cents, optionally counting up from 0.
 * `count` names what is counted: a store name (`orders`, `data/invoices`) or a data type's path (`invoices`).
 */
export default defineWidgetSpec({
  type: 'Count',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'filter', type: 'any', label: 'widgets.Count.sockets.filter' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Count.title',
    description: 'widgets.Count.description',
    type: 'object',
    properties: {
      count: { title: 'widgets.Count.settings.count.title', description: 'widgets.Count.settings.count.description', type: 'string', default: '' },
      searchQuery: filterSetting('Count', 'searchQuery'),
      title: { title: 'widgets.Count.settings.title.title', type: 'string', default: '' },
      enableCountUp: { title: 'widgets.Count.settings.enableCountUp.title', type: 'boolean', default: false },
      formatAsCurrency: { title: 'widgets.Count.settings.formatAsCurrency.title', description: 'widgets.Count.settings.formatAsCurrency.description', type: 'boolean', default: false },
      sumValue: { title: 'widgets.Count.settings.sumValue.title', description: 'widgets.Count.settings.sumValue.description', type: 'string', default: '' },
      equations: {
        title: 'widgets.Count.settings.equations.title',
        description: 'widgets.Count.settings.equations.description',
        type: 'array',
        items: {
          type: 'object',
          properties: {
            operand: { title: 'widgets.Count.settings.equations.operand', type: 'string', enum: ['add', 'subtract', 'multiply', 'divide'], default: 'add' },
            other: { title: 'widgets.Count.settings.equations.other', type: 'number', default: 0 },
          },
          required: ['operand', 'other'],
        },
        default: [],
      },
    },
  },
});
