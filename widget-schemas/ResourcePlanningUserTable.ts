import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ResourcePlanningUserTable',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'periodOfTime', type: 'object', label: 'widgets.ResourcePlanningUserTable.sockets.periodOfTime' }, { name: 'userContextVariable', type: 'string', label: 'widgets.ResourcePlanningUserTable.sockets.userContextVariable' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ResourcePlanningUserTable.title',
    description: 'widgets.ResourcePlanningUserTable.description',
    type: 'object',
    properties: {
      userContextVariable: {
        title: 'widgets.ResourcePlanningUserTable.settings.userContextVariable.title',
        description: 'widgets.ResourcePlanningUserTable.settings.userContextVariable.description',
        type: 'string',
        default: ''
      }
    }
  },
});
