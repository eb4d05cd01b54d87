import { defineWidgetSpec } from './spec';

/**
 * Another site's page in a sandboxed frame. Only absolute http(s) addresses; the server's security policy must
 * allow the site's origin (FRAME_ORIGINS, docs/security.md).
 */
export default defineWidgetSpec({
  type: 'Iframe',
  group: 'misc',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Iframe.title',
    type: 'object',
    properties: {
      url: { title: 'widgets.Iframe.settings.url.title', description: 'widgets.Iframe.settings.url.description', type: 'string', default: '' },
      width: { title: 'widgets.Iframe.settings.width.title', type: 'string', default: '100%' },
      height: { title: 'widgets.Iframe.settings.height.title', type: 'string', default: '400px' },
      frameTitle: { title: 'widgets.Iframe.settings.frameTitle.title', description: 'widgets.Iframe.settings.frameTitle.description', type: 'string', default: '' },
    },
  },
});
