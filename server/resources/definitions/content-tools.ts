import { MAILING_LISTS, PDF_TEMPLATES, TRANSLATION_OVERRIDES } from '../../../model/resources/descriptors.js';
import { MailingListFieldsSchema, PdfTemplateFieldsSchema, TranslationOverrideFieldsSchema } from '../../../model/api/schemas/contentTools.js';
import type { ResourceRoutes } from '../core/types.js';

/** PDF templates, translation overrides and mailing lists: plain lists of the generic set (docs/backoffice.md). */
export const contentToolRoutes: ResourceRoutes[] = [
  {
    descriptor: PDF_TEMPLATES,
    definition: { name: 'pdftemplates', schema: PdfTemplateFieldsSchema, searchable: ['name', 'description'], unique: [{ field: 'name' }], defaultSort: PDF_TEMPLATES.defaultSort },
  },
  {
    descriptor: TRANSLATION_OVERRIDES,
    definition: { name: 'translationoverrides', schema: TranslationOverrideFieldsSchema, searchable: ['key', 'text', 'language'], defaultSort: TRANSLATION_OVERRIDES.defaultSort },
  },
  {
    descriptor: MAILING_LISTS,
    definition: { name: 'mailinglists', schema: MailingListFieldsSchema, searchable: ['name', 'description'], unique: [{ field: 'name' }], defaultSort: MAILING_LISTS.defaultSort },
  },
];
