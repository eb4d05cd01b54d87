import { cmsPagesApi } from '../../../runtime/api';
import { CmsPageFieldsSchema, type CmsPage } from '../../../model/api/schemas/cmsPages';
import { CMS_PAGES } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/**
 * `cms-pages` (CMS_READ to see; CMS_WRITE to create, change and delete): the tenant's CMS pages, each a title, a path
 * unique in the tenant and its HTML, which the CmsPage widget shows (sanitised there).
 */
const CMS_PAGES_CONFIG: SimpleResourceConfig<CmsPage> = {
  resource: 'cmspages',
  prefix: 'cmsPages',
  descriptor: CMS_PAGES,
  schema: CmsPageFieldsSchema,
  nameField: 'title',
  fields: [
    { name: 'title', inList: true, sortable: true },
    { name: 'path', inList: true, sortable: true },
    { name: 'content', kind: 'textarea' },
  ],
  api: simpleApi(CMS_PAGES, cmsPagesApi),
};

export default function CmsPagesPage() {
  return <SimpleResourcePage config={CMS_PAGES_CONFIG} />;
}
