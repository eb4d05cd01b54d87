import { defineWidgetSpec } from './spec';
import { TEXT_ALIGN } from './enums';

export default defineWidgetSpec({
  type: 'Heading',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'text', type: 'string', label: 'widgets.Heading.sockets.text' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Heading.title',
    type: 'object',
    properties: {
      text: {
        title: 'widgets.Heading.settings.text.title',
        type: 'string',
        default: ''
      },
      level: {
        title: 'widgets.Heading.settings.level.title',
        type: 'integer',
        minimum: 1,
        maximum: 6,
        default: 2
      },
      align: {
        title: 'widgets.Heading.settings.align.title',
        type: 'string',
        enum: TEXT_ALIGN,
        default: 'left'
      }
    }
  },
});
