import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ResourcePlanningUserConfiguration',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'userId', type: 'string', label: 'widgets.ResourcePlanningUserConfiguration.sockets.userId' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ResourcePlanningUserConfiguration.title',
    description: 'widgets.ResourcePlanningUserConfiguration.description',
    type: 'object',
    properties: {
      userId: {
        title: 'widgets.ResourcePlanningUserConfiguration.settings.userId.title',
        description: 'widgets.ResourcePlanningUserConfiguration.settings.userId.description',
        type: 'string',
        default: ''
      }
    }
  },
});
