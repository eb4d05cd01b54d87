import { defineWidgetSpec } from './spec';

/**
 * A stored CMS page (resource /cmspages, docs/files.md): chosen by its id, else by its path; its HTML is sanitised
 * before it is shown. With `showTitle` the page's title is shown above it as a heading.
 */
export default defineWidgetSpec({
  type: 'CmsPage',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CmsPage.title',
    description: 'widgets.CmsPage.description',
    type: 'object',
    properties: {
      pageId: { title: 'widgets.CmsPage.settings.pageId.title', type: 'string', default: '' },
      path: { title: 'widgets.CmsPage.settings.path.title', description: 'widgets.CmsPage.settings.path.description', type: 'string', default: '' },
      showTitle: { title: 'widgets.CmsPage.settings.showTitle.title', type: 'boolean', default: true },
    },
  },
});
