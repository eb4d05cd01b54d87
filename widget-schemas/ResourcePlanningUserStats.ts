import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ResourcePlanningUserStats',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ResourcePlanningUserStats.title',
    description: 'widgets.ResourcePlanningUserStats.description',
    type: 'object',
    properties: {}
  },
});
