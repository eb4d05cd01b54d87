import { defineWidgetSpec } from './spec';

/** The current user's time tracking: timer, manual entries and the day's and week's sums (docs/hr.md). */
export default defineWidgetSpec({
  type: 'TimeTracking',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.TimeTracking.title',
    description: 'widgets.TimeTracking.description',
    type: 'object',
    properties: {
      label: { title: 'widgets.TimeTracking.settings.label.title', type: 'string', default: '' },
      allowManualEntries: { title: 'widgets.TimeTracking.settings.allowManualEntries.title', type: 'boolean', default: true },
    },
  },
});
