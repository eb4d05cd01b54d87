import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'WorkloadTimeline',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.WorkloadTimeline.title',
    description: 'widgets.WorkloadTimeline.description',
    type: 'object',
    properties: {}
  },
});
