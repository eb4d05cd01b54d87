import { defineWidgetSpec } from './spec';

/** The current user's absence requests; managers also decide the open requests of others (docs/hr.md). */
export default defineWidgetSpec({
  type: 'AbsenceRequests',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.AbsenceRequests.title',
    description: 'widgets.AbsenceRequests.description',
    type: 'object',
    properties: {
      showDecisions: { title: 'widgets.AbsenceRequests.settings.showDecisions.title', description: 'widgets.AbsenceRequests.settings.showDecisions.description', type: 'boolean', default: true },
      defaultType: { title: 'widgets.AbsenceRequests.settings.defaultType.title', type: 'string', enum: ['vacation', 'sick', 'other'], default: 'vacation' },
    },
  },
});
