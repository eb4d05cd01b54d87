import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/**
 * Translations live in locales/{language}/{namespace}.json. Each part of the product owns its namespace file
 * (common, runtime, widgets, editor, backoffice, ...); every key exists in all four languages.
 */
export const LANGUAGES = ['de_de', 'en_us', 'es_es', 'fr_fr'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'de_de';
export const LANGUAGE_STORAGE_KEY = 'baukasten.language';

// Vite (app, vitest) inlines the bundles here. Plain Node (tsx: the catalogue script, the server) has no
// import.meta.glob; there the module still loads (intlLocale and friends work) with no bundles.
let files: Record<string, Record<string, unknown>> = {};
try {
  files = import.meta.glob('../../locales/*/*.json', { eager: true, import: 'default' }) as Record<string, Record<string, unknown>>;
} catch {
  files = {};
}

export function localeResources(): Record<string, Record<string, Record<string, unknown>>> {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [file, content] of Object.entries(files)) {
    const match = /locales\/([a-z_]+)\/([\w-]+)\.json$/.exec(file);
    if (!match) continue;
    const [, language, namespace] = match;
    (resources[language] ??= {})[namespace] = content;
  }
  return resources;
}

function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (value && (LANGUAGES as readonly string[]).includes(value)) return value as Language;
  } catch {
    // storage unavailable (private mode, tests): fall back to the default language
  }
  return DEFAULT_LANGUAGE;
}

let initialised: Promise<unknown> | null = null;

/** Starts i18next once; German is the default and the fallback. */
export function initI18n(language: Language = storedLanguage()): I18n {
  if (!initialised) {
    const resources = localeResources();
    initialised = i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: Object.keys(resources[DEFAULT_LANGUAGE] ?? { common: {} }),
      defaultNS: 'common',
      // Widget texts use 'widgets.<Type>…' keys; each widget group may keep them in its own namespace file
      // (layout.json, forms.json, …), so a key missing in the asked namespace is looked up in the others.
      fallbackNS: Object.keys(resources[DEFAULT_LANGUAGE] ?? {}),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
  }
  return i18next;
}

/** Switches the language and remembers the choice. */
export async function setLanguage(language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // not remembered, still switched
  }
  await i18next.changeLanguage(language);
}

/** The Intl locale for number and date formatting of a language code (de_de → de-DE). */
export function intlLocale(language: string = i18next.language || DEFAULT_LANGUAGE): string {
  const [lang, region] = language.split(/[_-]/);
  return region ? `${lang}-${region.toUpperCase()}` : lang;
}

export { i18next };
