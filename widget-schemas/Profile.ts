import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Profile',
  group: 'auth',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Profile.title',
    description: 'widgets.Profile.description',
    type: 'object',
    properties: {
      profileFields: {
        title: 'widgets.Profile.settings.profileFields.title',
        type: 'array',
        items: {
          type: 'object',
          properties: {
            name: { title: 'widgets.Profile.settings.profileFields.name', type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
            label: { title: 'widgets.Profile.settings.profileFields.label', type: 'string' },
          },
          required: ['name'],
        },
        default: [{ name: 'firstName', label: '' }, { name: 'lastName', label: '' }, { name: 'company', label: '' }],
      },
    },
  },
});
