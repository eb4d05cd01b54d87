import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ConditionalContainer',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['true', 'false'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ConditionalContainer.title',
    type: 'object',
    properties: {
      contextVariable: {
        title: 'widgets.ConditionalContainer.settings.contextVariable.title',
        description: 'widgets.ConditionalContainer.settings.contextVariable.description',
        type: 'string'
      },
      operator: {
        title: 'widgets.ConditionalContainer.settings.operator.title',
        type: 'string',
        enum: [
          'equals',
          'notEquals',
          'truthy',
          'falsy',
          'greaterThan',
          'lessThan'
        ],
        default: 'truthy'
      },
      value: {
        title: 'widgets.ConditionalContainer.settings.value.title',
        description: 'widgets.ConditionalContainer.settings.value.description',
        type: [
          'string',
          'number',
          'boolean'
        ]
      }
    }
  },
});
