import { defineWidgetSpec } from './spec';

/** Sends the visitor on to `link` as soon as the page shows it (not in edit mode). */
export default defineWidgetSpec({
  type: 'Redirect',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Redirect.title',
    type: 'object',
    properties: {
      link: { title: 'widgets.Redirect.settings.link.title', description: 'widgets.Redirect.settings.link.description', type: 'string', default: '' },
    },
  },
});
