import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Statistics',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Statistics.title',
    description: 'widgets.Statistics.description',
    type: 'object',
    properties: {
      showAsVertical: {
        title: 'widgets.Statistics.settings.showAsVertical.title',
        type: 'boolean',
        default: false
      },
      showMyTasks: {
        title: 'widgets.Statistics.settings.showMyTasks.title',
        description: 'widgets.Statistics.settings.showMyTasks.description',
        type: 'boolean',
        default: true
      },
      statistics: {
        title: 'widgets.Statistics.settings.statistics.title',
        type: 'array',
        default: [],
        items: {
          type: 'object',
          properties: {
            value: {
              title: 'widgets.Statistics.settings.statistics.value.title',
              description: 'widgets.Statistics.settings.statistics.value.description',
              type: 'string',
              default: ''
            },
            title: {
              title: 'widgets.Statistics.settings.statistics.itemTitle.title',
              type: 'string',
              default: ''
            },
            description: {
              title: 'widgets.Statistics.settings.statistics.description.title',
              type: 'string',
              multiline: true,
              default: ''
            }
          }
        }
      }
    }
  },
});
