import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'RoleRestrictedContainer',
  group: 'users',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD', 'CONTAINER'],
  slots: ['children'],
  inputs: [],
  outputs: [],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.RoleRestrictedContainer.title',
    description: 'widgets.RoleRestrictedContainer.description',
    type: 'object',
    properties: {
      roleId: { title: 'widgets.RoleRestrictedContainer.settings.roleId.title', description: 'widgets.RoleRestrictedContainer.settings.roleId.description', type: 'string', default: '' },
    },
  },
});
