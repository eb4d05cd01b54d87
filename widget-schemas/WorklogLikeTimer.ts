import { defineWidgetSpec } from './spec';

/** A start/stop timer of the current user's work; the running entry lives on the server (docs/hr.md). */
export default defineWidgetSpec({
  type: 'WorklogLikeTimer',
  group: 'time',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  outputs: [{ name: 'stopped', type: 'object', label: 'widgets.WorklogLikeTimer.sockets.stopped' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.WorklogLikeTimer.title',
    description: 'widgets.WorklogLikeTimer.description',
    type: 'object',
    properties: {
      label: { title: 'widgets.WorklogLikeTimer.settings.label.title', type: 'string', default: '' },
      askForDescription: { title: 'widgets.WorklogLikeTimer.settings.askForDescription.title', type: 'boolean', default: true },
    },
  },
});
