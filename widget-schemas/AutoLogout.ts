import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'AutoLogout',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.AutoLogout.title',
    description: 'widgets.AutoLogout.description',
    type: 'object',
    properties: {
      idleMinutes: {
        title: 'widgets.AutoLogout.settings.idleMinutes.title',
        type: 'integer',
        minimum: 1,
        default: 30,
      },
    },
  },
});
