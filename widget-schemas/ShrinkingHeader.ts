import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'ShrinkingHeader',
  group: 'layout',
  categories: ['CMS', 'APPLICATION', 'CONTAINER'],
  slots: ['content'],
  inputs: [{ name: 'shrink', type: 'event', label: 'widgets.ShrinkingHeader.sockets.shrink' }],
  outputs: [{ name: 'shrunk', type: 'boolean', label: 'widgets.ShrinkingHeader.sockets.shrunk' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.ShrinkingHeader.title',
    type: 'object',
    properties: {
      backgroundColor: {
        title: 'widgets.ShrinkingHeader.settings.backgroundColor.title',
        type: 'string',
        format: 'color',
        default: '#ffffff'
      },
      fontColor: {
        title: 'widgets.ShrinkingHeader.settings.fontColor.title',
        type: 'string',
        format: 'color'
      },
      shadow: {
        title: 'widgets.ShrinkingHeader.settings.shadow.title',
        type: 'boolean',
        default: true
      }
    }
  },
});
