import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'RoleTags',
  group: 'users',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  slots: [],
  inputs: [{ name: 'userId', type: 'string', label: 'widgets.RoleTags.sockets.userId' }],
  outputs: [],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.RoleTags.title',
    description: 'widgets.RoleTags.description',
    type: 'object',
    properties: {
      userId: { title: 'widgets.RoleTags.settings.userId.title', description: 'widgets.RoleTags.settings.userId.description', type: 'string', default: '' },
    },
  },
});
