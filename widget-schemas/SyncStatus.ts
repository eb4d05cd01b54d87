import { defineWidgetSpec } from './spec';

/**
 * Online or offline, how many changes wait in the browser's outbox, when it was last synchronised, and the
 * changes the server refused (a 409: the record changed meanwhile, nothing was overwritten).
 */
export default defineWidgetSpec({
  type: 'SyncStatus',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.SyncStatus.title',
    type: 'object',
    properties: {
      showLastSync: { title: 'widgets.SyncStatus.settings.showLastSync.title', type: 'boolean', default: true },
      showSyncButton: { title: 'widgets.SyncStatus.settings.showSyncButton.title', type: 'boolean', default: true },
    },
  },
});
