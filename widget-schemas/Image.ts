import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Image',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'src', type: 'string', label: 'widgets.Image.sockets.src' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Image.title',
    type: 'object',
    properties: {
      src: {
        title: 'widgets.Image.settings.src.title',
        type: 'string',
        default: ''
      },
      alt: {
        title: 'widgets.Image.settings.alt.title',
        type: 'string',
        default: ''
      },
      width: {
        title: 'widgets.Image.settings.width.title',
        type: 'string',
        default: '100%'
      },
      height: {
        title: 'widgets.Image.settings.height.title',
        type: 'string',
        default: 'auto'
      },
      objectFit: {
        title: 'widgets.Image.settings.objectFit.title',
        type: 'string',
        enum: [
          'fill',
          'contain',
          'cover',
          'none',
          'scale-down'
        ],
        default: 'contain'
      }
    }
  },
});
