import { defineWidgetSpec } from './spec';

/** Sets the browser's page title (document.title) while the page shows it; placeholders read context variables. */
export default defineWidgetSpec({
  type: 'PageTitle',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  inputs: [{ name: 'title', type: 'string', label: 'widgets.PageTitle.sockets.title' }],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.PageTitle.title',
    type: 'object',
    properties: {
      title: { title: 'widgets.PageTitle.settings.title.title', description: 'widgets.PageTitle.settings.title.description', type: 'string', default: '' },
    },
  },
});
