import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Avatar',
  group: 'users',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  slots: [],
  inputs: [{ name: 'user', type: 'object', label: 'widgets.Avatar.sockets.user' }],
  outputs: [],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Avatar.title',
    description: 'widgets.Avatar.description',
    type: 'object',
    properties: {
      size: { title: 'widgets.Avatar.settings.size.title', type: 'string', enum: ['xs', 'sm', 'md', 'lg', 'xl'], default: 'md' },
      userId: { title: 'widgets.Avatar.settings.userId.title', description: 'widgets.Avatar.settings.userId.description', type: 'string', default: '' },
    },
  },
});
