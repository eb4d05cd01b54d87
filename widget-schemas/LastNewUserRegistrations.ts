import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'LastNewUserRegistrations',
  group: 'users',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  slots: [],
  inputs: [],
  outputs: [{ name: 'userClicked', type: 'object', label: 'widgets.LastNewUserRegistrations.sockets.userClicked' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.LastNewUserRegistrations.title',
    description: 'widgets.LastNewUserRegistrations.description',
    type: 'object',
    properties: {
      entries: { title: 'widgets.users.settings.entries.title', type: 'integer', enum: [1, 3, 5, 10, 15, 20, 25], default: 3 },
    },
  },
});
