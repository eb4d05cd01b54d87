import { defineWidgetSpec } from './spec';

export default defineWidgetSpec({
  type: 'Html',
  group: 'basic',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'html', type: 'string', label: 'widgets.Html.sockets.html' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Html.title',
    type: 'object',
    properties: {
      html: {
        title: 'widgets.Html.settings.html.title',
        type: 'string',
        multiline: true,
        default: ''
      }
    }
  },
});
