import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { languageOf } from '../resources/core/translate.js';

/**
 * Texts the server writes itself (mails, the page shown while the web app is built) in the four languages, from
 * `locales/<language>/<namespace>.json` under one key; German is the default.
 */
const LANGUAGES = ['de_de', 'en_us', 'es_es', 'fr_fr'] as const;
const LOCALES = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales');

export function loadServerTexts<T extends Record<string, string>>(namespace: string, key: string): (language: string) => T {
  const texts = new Map<string, T>(LANGUAGES.map((language) => [
    language, (JSON.parse(readFileSync(path.join(LOCALES, language, `${namespace}.json`), 'utf8')) as Record<string, T>)[key],
  ]));
  return (language) => texts.get(language) ?? texts.get('de_de')!;
}

/** The language of `Accept-Language` among ours (`en`, `en-GB` → en_us), else German. */
export function requestLanguage(acceptLanguage: string | undefined): string {
  const asked = languageOf(acceptLanguage);
  if (!asked) return 'de_de';
  return LANGUAGES.find((l) => l === asked) ?? LANGUAGES.find((l) => l.split('_')[0] === asked.split('_')[0]) ?? 'de_de';
}
