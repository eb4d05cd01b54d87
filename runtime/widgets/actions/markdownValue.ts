import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../i18n';

/** A MarkdownEditor's texts by language (a single-language editor keeps its text under the default language). */
export type MarkdownTexts = Partial<Record<Language, string>>;

/**
 * The texts of a value given to the editor (by its Form or its `value` input), or null when it cannot be set: a
 * text, nothing, or (multilingual) an object of texts by language; anything else (numbers, lists, an object with
 * other keys or non-text values) is refused.
 */
export function readMarkdownValue(value: unknown, multilingual: boolean): MarkdownTexts | null {
  if (value === undefined || value === null) return {};
  if (typeof value === 'string') return { [DEFAULT_LANGUAGE]: value };
  if (!multilingual || typeof value !== 'object' || Array.isArray(value)) return null;
  const texts: MarkdownTexts = {};
  for (const [key, text] of Object.entries(value)) {
    if (!(LANGUAGES as readonly string[]).includes(key) || (typeof text !== 'string' && text !== undefined && text !== null)) return null;
    if (typeof text === 'string') texts[key as Language] = text;
  }
  return texts;
}

/** The value the editor publishes: the text, or the non-empty texts by language; undefined when empty. */
export function markdownValueOf(texts: MarkdownTexts, multilingual: boolean): string | MarkdownTexts | undefined {
  if (!multilingual) return texts[DEFAULT_LANGUAGE] || undefined;
  const filled = Object.fromEntries(Object.entries(texts).filter(([, text]) => text)) as MarkdownTexts;
  return Object.keys(filled).length > 0 ? filled : undefined;
}
