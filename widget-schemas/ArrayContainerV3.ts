import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ArrayContainerV3',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['component', 'emptyTemplate'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ArrayContainerV3.title',
    type: 'object',
    properties: {
      contextProperty: {
        title: 'widgets.ArrayContainerV3.settings.contextProperty.title',
        description: 'widgets.ArrayContainerV3.settings.contextProperty.description',
        type: 'string'
      },
      contextOutputProperty: {
        title: 'widgets.ArrayContainerV3.settings.contextOutputProperty.title',
        description: 'widgets.ArrayContainerV3.settings.contextOutputProperty.description',
        type: 'string'
      },
      maxItems: {
        title: 'widgets.ArrayContainerV3.settings.maxItems.title',
        description: 'widgets.ArrayContainerV3.settings.maxItems.description',
        type: 'integer',
        minimum: 0,
        default: 0
      },
      flexLayout: {
        title: 'widgets.ArrayContainerV3.settings.flexLayout.title',
        type: 'string',
        enum: [
          'row',
          'col'
        ],
        default: 'row'
      },
      gap: {
        title: 'widgets.ArrayContainerV3.settings.gap.title',
        description: 'widgets.ArrayContainerV3.settings.gap.description',
        type: [
          'number',
          'string'
        ],
        minimum: 0,
        default: 3
      },
      wrap: {
        title: 'widgets.ArrayContainerV3.settings.wrap.title',
        type: 'boolean',
        default: true
      }
    }
  },
});
