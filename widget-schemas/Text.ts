import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Text',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'text', type: 'string', label: 'widgets.Text.sockets.text' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Text.title',
    type: 'object',
    properties: {
      text: {
        title: 'widgets.Text.settings.text.title',
        type: 'string',
        multiline: true,
        default: ''
      },
      variant: {
        title: 'widgets.Text.settings.variant.title',
        type: 'string',
        enum: [
          'body',
          'lead',
          'small',
          'muted',
          'caption'
        ],
        default: 'body'
      },
      align: {
        title: 'widgets.Text.settings.align.title',
        type: 'string',
        enum: [
          'left',
          'center',
          'right',
          'justify'
        ],
        default: 'left'
      }
    }
  },
});
