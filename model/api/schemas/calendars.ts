import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * Calendars and their entries (docs/api.md, Calendars). A calendar belongs to its owner; a public one is readable
 * by anybody of the tenant (no token needed), a private one only by its owner and TENANT_ADMIN, and so are its
 * entries. Times are epoch milliseconds; texts of an entry are translated text lists, one text per language.
 */
export const CALENDAR_VISIBILITIES = ['public', 'private'] as const;

export const CalendarFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  /** A CSS hex colour, `#3366ff`. */
  color: Type.Optional(Type.String({ pattern: '^#[0-9a-fA-F]{6}$' })),
  /** The user who owns it; set by the server to the creator unless an administrator names another. */
  ownerId: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
  /** Default private. */
  visibility: Type.Optional(Type.Union(CALENDAR_VISIBILITIES.map((v) => Type.Literal(v)))),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});

/** One text in one language (`de_de`, `en_us`, `es_es`, `fr_fr`, ...). */
export const TranslatedTextSchema = Type.Object({
  language: Type.String({ pattern: '^[a-z]{2}_[a-z]{2}$' }),
  text: Type.String({ maxLength: 5000 }),
});
const TranslatedTexts = Type.Array(TranslatedTextSchema, { maxItems: 20 });
/** Epoch milliseconds within the JavaScript date range. */
const EpochMs = Type.Integer({ minimum: -8.64e15, maximum: 8.64e15 });

export const CalendarEventFieldsSchema = Type.Object({
  calendarId: Type.String({ minLength: 1, maxLength: 100 }),
  start: EpochMs,
  /** Not before start (400 naming `end`). */
  end: EpochMs,
  title: TranslatedTexts,
  content: Type.Optional(TranslatedTexts),
  location: Type.Optional(TranslatedTexts),
  /** The users taking part (ids); they find the entry among their participating events. */
  participants: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 500 })),
});

export type CalendarVisibility = (typeof CALENDAR_VISIBILITIES)[number];
export type CalendarFields = Static<typeof CalendarFieldsSchema>;
export type Calendar = Entity<CalendarFields>;
export type TranslatedText = Static<typeof TranslatedTextSchema>;
export type CalendarEventFields = Static<typeof CalendarEventFieldsSchema>;
export type CalendarEvent = Entity<CalendarEventFields>;
