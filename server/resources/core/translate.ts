import type { EntityObject } from './types.js';

/**
 * The `translate` query option: translatable texts come back in the caller's language. Translations are stored
 * with the entity as `translations: {"en_us": {"title": "…"}}`; the stored field itself is the default-language
 * (German) text and stays when no translation for the caller's language exists.
 */
export function languageOf(acceptLanguage: string | undefined): string | null {
  if (!acceptLanguage) return null;
  const first = acceptLanguage.split(',').map((part) => {
    const [tag, ...params] = part.trim().split(';');
    const q = params.find((p) => p.trim().startsWith('q='));
    return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
  }).filter((l) => l.tag && l.tag !== '*' && l.q > 0).sort((a, b) => b.q - a.q)[0];
  return first ? first.tag.replace('-', '_') : null;
}

/** The translation key that fits `language` (`en_us`, or `en` matching `en_us`), if any. */
function pickLocale(translations: Record<string, unknown>, language: string): string | null {
  if (Object.hasOwn(translations, language)) return language;
  const prefix = language.split('_')[0];
  return Object.keys(translations).find((key) => key.split('_')[0] === prefix) ?? null;
}

export function translateEntity<T extends Record<string, unknown>>(entity: T, fields: string[], language: string | null): T {
  const translations = entity.translations as Record<string, Record<string, unknown>> | undefined;
  if (!language || !translations || typeof translations !== 'object' || fields.length === 0) return entity;
  const locale = pickLocale(translations, language);
  const texts = locale ? translations[locale] : undefined;
  if (!texts) return entity;
  const copy: Record<string, unknown> = { ...entity };
  for (const field of fields) {
    if (typeof texts[field] === 'string') copy[field] = texts[field];
  }
  return copy as T;
}

export function translateAll(entities: EntityObject[], fields: string[] | undefined, language: string | null): EntityObject[] {
  return fields?.length ? entities.map((e) => translateEntity(e, fields, language)) : entities;
}
