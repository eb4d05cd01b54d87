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

type Bundle = Record<string, unknown>;
type Resources = Record<string, Record<string, Bundle>>;

// Vite (app, vitest) resolves these globs. German, the default and the fallback, is part of the bundle; the other
// languages are separate chunks fetched when chosen, so a visitor downloads the texts of one language only
// (docs/publishing.md). Plain Node (tsx: the catalogue script, the server) has no import.meta.glob; there the
// module still loads (intlLocale and friends work) with no bundles.
// German texts only the editor and the back-office show are a chunk of their own too, fetched with those screens
// (`loadBuilderTexts`): a visitor's page never shows them.
let defaultFiles: Record<string, Bundle>;
let builderFiles: Record<string, () => Promise<Bundle>>;
let otherFiles: Record<string, () => Promise<Bundle>>;
try {
  defaultFiles = import.meta.glob(['../../locales/de_de/*.json', '!../../locales/de_de/{editor,editor-panels,backoffice,publishing}.json'], { eager: true, import: 'default' }) as Record<string, Bundle>;
  builderFiles = import.meta.glob('../../locales/de_de/{editor,editor-panels,backoffice,publishing}.json', { import: 'default' }) as Record<string, () => Promise<Bundle>>;
  otherFiles = import.meta.glob(['../../locales/*/*.json', '!../../locales/de_de/*.json'], { import: 'default' }) as Record<string, () => Promise<Bundle>>;
} catch {
  defaultFiles = {};
  builderFiles = {};
  otherFiles = {};
}

/** The namespaces of `builderFiles`: known to i18next from the start, filled by `loadBuilderTexts`. */
export const BUILDER_NAMESPACES = ['editor', 'editor-panels', 'backoffice', 'publishing'] as const;

const FILE_NAME = /locales\/([a-z_]+)\/([\w-]+)\.json$/;

/**
 * i18next copies every bundle it is given through JSON first (in case the caller changes it later), which cost the
 * editor's open several milliseconds for the builder's texts; ours are never changed once handed over (texts are
 * merged into new objects, addGermanTexts).
 */
const NO_COPY = { silent: false, skipCopy: true };

/** The loaded bundles by language and namespace; German from the start, others once `loadLanguage` fetched them. */
const loaded: Resources = {};
for (const [file, content] of Object.entries(defaultFiles)) {
  const match = FILE_NAME.exec(file);
  if (match) (loaded[match[1]] ??= {})[match[2]] = content;
}

const pending = new Map<string, Promise<void>>();

/**
 * Fetches the bundles of a language (once) and hands them to i18next when it already runs. Call it before
 * showing a language: `setLanguage` does, and the start-up awaits the stored language before the first render.
 */
export function loadLanguage(language: Language): Promise<void> {
  if (loaded[language]) return Promise.resolve();
  let loading = pending.get(language);
  if (!loading) {
    const entries = Object.entries(otherFiles).filter(([file]) => FILE_NAME.exec(file)?.[1] === language);
    loading = Promise.all(entries.map(async ([file, load]) => [FILE_NAME.exec(file)![2], await load()] as const)).then((bundles) => {
      const namespaces: Record<string, Bundle> = {};
      for (const [namespace, content] of bundles) namespaces[namespace] = content;
      loaded[language] = namespaces;
      if (i18next.isInitialized) {
        for (const [namespace, content] of bundles) i18next.addResourceBundle(language, namespace, content, true, true, NO_COPY);
      }
    });
    pending.set(language, loading);
  }
  return loading;
}

let builderTexts: Promise<void> | null = null;

/**
 * Fetches the German texts of the editor and the back-office (once) and hands them to i18next. Their screens await
 * it before they render (src/app/AppRoutes.tsx), so no raw keys flash; other languages carry them in their chunk.
 */
export function loadBuilderTexts(): Promise<void> {
  builderTexts ??= Promise.all([
    ...Object.entries(builderFiles).map(async ([file, load]) => {
      const namespace = FILE_NAME.exec(file)![2];
      const content = await load();
      (loaded[DEFAULT_LANGUAGE] ??= {})[namespace] = content;
      if (i18next.isInitialized) i18next.addResourceBundle(DEFAULT_LANGUAGE, namespace, content, true, true, NO_COPY);
    }),
    // The settings texts of the widgets, which the browser build keeps out of their namespaces (scripts/builder-texts)
    import('virtual:builder-widget-texts').then(({ default: parts }) => {
      for (const [namespace, content] of Object.entries(parts)) addGermanTexts(namespace, content);
    }),
  ]).then(() => undefined);
  return builderTexts;
}

/** Adds texts to a German namespace already there, keeping its other texts (two levels deep: widgets.<Type>). */
function addGermanTexts(namespace: string, content: Bundle): void {
  const bundle = ((loaded[DEFAULT_LANGUAGE] ??= {})[namespace] ??= {});
  for (const [key, value] of Object.entries(content)) {
    const current = bundle[key];
    bundle[key] = isBundle(current) && isBundle(value)
      ? Object.fromEntries([...new Set([...Object.keys(current), ...Object.keys(value)])].map((name) => [name, { ...(current[name] as Bundle), ...(value[name] as Bundle) }]))
      : value;
  }
  // Only the keys just merged, as they are now: i18next then need not merge them again, deeply, on its own.
  const merged = Object.fromEntries(Object.keys(content).map((key) => [key, bundle[key]]));
  if (i18next.isInitialized) i18next.addResourceBundle(DEFAULT_LANGUAGE, namespace, merged, false, true, NO_COPY);
}

const isBundle = (value: unknown): value is Bundle => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The language chosen earlier in this browser, else German. */
export function storedLanguage(): Language {
  try {
    const value = globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY);
    if (value && (LANGUAGES as readonly string[]).includes(value)) return value as Language;
  } catch {
    // storage unavailable (private mode, tests): fall back to the default language
  }
  return DEFAULT_LANGUAGE;
}

/** Every namespace, the builders' included even before their German texts arrived. */
function namespaces(resources: Resources): string[] {
  const known = Object.keys(resources[DEFAULT_LANGUAGE] ?? { common: {} });
  return Object.keys(builderFiles).length ? [...new Set([...known, ...BUILDER_NAMESPACES])] : known;
}

let initialised: Promise<unknown> | null = null;

/** Starts i18next once; German is the default and the fallback. */
export function initI18n(language: Language = storedLanguage()): I18n {
  if (!initialised) {
    // A copy: i18next keeps the object it is given, and `loadLanguage` adds to it through i18next instead.
    const resources: Resources = Object.fromEntries(Object.entries(loaded).map(([lang, namespaces]) => [lang, { ...namespaces }]));
    initialised = i18next.use(initReactI18next).init({
      resources,
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      load: 'currentOnly',
      ns: namespaces(resources),
      defaultNS: 'common',
      // Widget texts use 'widgets.<Type>…' keys; each widget group may keep them in its own namespace file
      // (layout.json, forms.json, …), so a key missing in the asked namespace is looked up in the others.
      fallbackNS: namespaces(resources),
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    // Asked for a language not fetched yet: German shows until it arrives, then the switch re-renders.
    if (!loaded[language]) void loadLanguage(language).then(() => i18next.changeLanguage(language));
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
  await loadLanguage(language);
  await i18next.changeLanguage(language);
}

/** The Intl locale for number and date formatting of a language code (de_de → de-DE). */
export function intlLocale(language: string = i18next.language || DEFAULT_LANGUAGE): string {
  const [lang, region] = language.split(/[_-]/);
  return region ? `${lang}-${region.toUpperCase()}` : lang;
}

export { i18next };
