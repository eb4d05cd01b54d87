import { defineWidgetSpec } from './spec';

/** The current user's worklogs of a week with the sums per day, to correct and delete (docs/hr.md). */
export default defineWidgetSpec({
  type: 'Worklogs',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Worklogs.title',
    description: 'widgets.Worklogs.description',
    type: 'object',
    properties: {
      label: { title: 'widgets.Worklogs.settings.label.title', type: 'string', default: '' },
      allowEditing: { title: 'widgets.Worklogs.settings.allowEditing.title', type: 'boolean', default: true },
    },
  },
});
