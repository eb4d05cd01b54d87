import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Markdown',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'content', type: 'string', label: 'widgets.Markdown.sockets.content' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Markdown.title',
    type: 'object',
    properties: {
      content: {
        title: 'widgets.Markdown.settings.content.title',
        type: 'string',
        multiline: true,
        default: ''
      }
    }
  },
});
