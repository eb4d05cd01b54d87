import { CMS_PAGES } from '../../../model/resources/descriptors.js';
import { CmsPageFieldsSchema } from '../../../model/api/schemas/cmsPages.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/** /api/cmspages: CMS pages, one per path in the tenant (409 naming `path` when taken). */
export const cmsPages: ResourceDefinition = {
  name: 'cmspages',
  schema: CmsPageFieldsSchema,
  searchable: ['title', 'path'],
  unique: [{ field: 'path' }],
  defaultSort: CMS_PAGES.defaultSort,
};

export const cmsPageRoutes: ResourceRoutes[] = [
  { descriptor: CMS_PAGES, definition: cmsPages },
];
