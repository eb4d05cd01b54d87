import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * The small back-office resources of the content and marketing entries (docs/backoffice.md): PDF templates,
 * translation overrides and mailing lists. Each is a flat list of texts kept by the tenant's staff.
 */

/** A PDF template: HTML with placeholders (`{{order.number}}`) that the documents a tenant prints are made from. */
export const PdfTemplateFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Page size; default A4. */
  paperSize: Type.Optional(Type.Union([Type.Literal('A4'), Type.Literal('A5'), Type.Literal('LETTER')])),
  content: Type.String({ maxLength: 500_000 }),
});
export type PdfTemplateFields = Static<typeof PdfTemplateFieldsSchema>;
export type PdfTemplate = Entity<PdfTemplateFields>;

export const OVERRIDE_LANGUAGES = ['de_de', 'en_us', 'es_es', 'fr_fr'] as const;

/** One text of the interface replaced for the tenant: `namespace:key` in one language. */
export const TranslationOverrideFieldsSchema = Type.Object({
  key: Type.String({ minLength: 3, maxLength: 300, pattern: '^[a-z][a-z0-9-]*:[A-Za-z0-9_.-]+$' }),
  language: Type.Union(OVERRIDE_LANGUAGES.map((l) => Type.Literal(l))),
  text: Type.String({ minLength: 1, maxLength: 5000 }),
});
export type TranslationOverrideFields = Static<typeof TranslationOverrideFieldsSchema>;
export type TranslationOverride = Entity<TranslationOverrideFields>;

/** A marketing mailing list: its name, what it is about and the sender its mails go out with. */
export const MailingListFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  senderName: Type.Optional(Type.String({ maxLength: 200 })),
  senderEmail: Type.Optional(Type.Union([Type.Literal(''), Type.String({ format: 'email', maxLength: 320 })])),
  /** Subscribers confirm by e-mail (double opt-in) before they receive anything; default true. */
  doubleOptIn: Type.Optional(Type.Boolean()),
});
export type MailingListFields = Static<typeof MailingListFieldsSchema>;
export type MailingList = Entity<MailingListFields>;
