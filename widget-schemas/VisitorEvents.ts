import { defineWidgetSpec } from './spec';

/** The next visitor events (docs/hr.md). */
export default defineWidgetSpec({
  type: 'VisitorEvents',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.VisitorEvents.title',
    description: 'widgets.VisitorEvents.description',
    type: 'object',
    properties: {
      entries: { title: 'widgets.VisitorEvents.settings.entries.title', type: 'integer', enum: [1, 3, 5, 10, 15, 20, 25], default: 3 },
      label: { title: 'widgets.VisitorEvents.settings.label.title', type: 'string', default: '' },
    },
  },
});
