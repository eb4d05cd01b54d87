import { defineWidgetSpec } from './spec';

/**
 * One arithmetic step: valueA operator valueB. Each value is a number or the name of a page context variable
 * (dotted paths into objects, `cart.total`). The result shows with prefix and suffix, or as euros from cents.
 */
export default defineWidgetSpec({
  type: 'Math',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Math.title',
    type: 'object',
    properties: {
      valueA: { title: 'widgets.Math.settings.valueA.title', description: 'widgets.Math.settings.valueA.description', type: 'string', default: '' },
      operator: { title: 'widgets.Math.settings.operator.title', type: 'string', enum: ['add', 'subtract', 'multiply', 'divide'], default: 'add' },
      valueB: { title: 'widgets.Math.settings.valueB.title', description: 'widgets.Math.settings.valueB.description', type: 'string', default: '' },
      prefix: { title: 'widgets.Math.settings.prefix.title', type: 'string', default: '' },
      suffix: { title: 'widgets.Math.settings.suffix.title', type: 'string', default: '' },
      asCurrency: { title: 'widgets.Math.settings.asCurrency.title', description: 'widgets.Math.settings.asCurrency.description', type: 'boolean', default: false },
    },
  },
});
