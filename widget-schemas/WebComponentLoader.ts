import { defineWidgetSpec } from './spec';

/**
 * A web component (custom element) from another site: loads the script at `webComponentUrl` (an ES module, http(s)
 * only, its origin allowed by the server's WEB_COMPONENT_ORIGINS) and shows the element `htmlTag`.
 */
export default defineWidgetSpec({
  type: 'WebComponentLoader',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.WebComponentLoader.title',
    type: 'object',
    properties: {
      webComponentUrl: { title: 'widgets.WebComponentLoader.settings.webComponentUrl.title', description: 'widgets.WebComponentLoader.settings.webComponentUrl.description', type: 'string', default: '' },
      htmlTag: { title: 'widgets.WebComponentLoader.settings.htmlTag.title', description: 'widgets.WebComponentLoader.settings.htmlTag.description', type: 'string', default: '' },
    },
  },
});
