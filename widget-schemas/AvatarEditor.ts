import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'AvatarEditor',
  group: 'users',
  categories: ['APPLICATION', 'CBO', 'DASHBOARD'],
  slots: [],
  inputs: [{ name: 'userId', type: 'string', label: 'widgets.AvatarEditor.sockets.userId' }],
  outputs: [{ name: 'avatarChanged', type: 'object', label: 'widgets.AvatarEditor.sockets.avatarChanged' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.AvatarEditor.title',
    description: 'widgets.AvatarEditor.description',
    type: 'object',
    properties: {
      userId: { title: 'widgets.Avatar.settings.userId.title', description: 'widgets.Avatar.settings.userId.description', type: 'string', default: '' },
      size: { title: 'widgets.Avatar.settings.size.title', type: 'string', enum: ['xs', 'sm', 'md', 'lg', 'xl'], default: 'lg' },
    },
  },
});
