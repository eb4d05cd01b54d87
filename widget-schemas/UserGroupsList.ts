import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'UserGroupsList',
  group: 'users',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  slots: [],
  inputs: [],
  outputs: [{ name: 'groupClicked', type: 'object', label: 'widgets.UserGroupsList.sockets.groupClicked' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.UserGroupsList.title',
    description: 'widgets.UserGroupsList.description',
    type: 'object',
    properties: {
      showMembers: { title: 'widgets.UserGroupsList.settings.showMembers.title', type: 'boolean', default: true },
    },
  },
});
