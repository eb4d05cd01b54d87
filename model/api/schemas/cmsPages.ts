import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * A CMS page (docs/files.md, CMS pages): a title, a path unique in the tenant (`ueber-uns`, `hilfe/versand`) and
 * its content as HTML. The HTML is stored as written and sanitised where it is shown (the CmsPage widget), like
 * every builder-supplied HTML of the runtime.
 */
export const CmsPageFieldsSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 500 }),
  path: Type.String({ minLength: 1, maxLength: 200, pattern: '^[a-z0-9][a-z0-9_-]*(/[a-z0-9][a-z0-9_-]*)*$' }),
  content: Type.String({ maxLength: 500_000 }),
});
export type CmsPageFields = Static<typeof CmsPageFieldsSchema>;
export type CmsPage = Entity<CmsPageFields>;
