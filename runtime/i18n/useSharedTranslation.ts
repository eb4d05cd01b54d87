/**
 * `t` for components drawn hundreds of times at once: the editor's outline rows and the palette's entries. react-i18next's
 * `useTranslation` prepares, for every component that mounts, its options, its own fixed `t` and a copy of the
 * i18next instance's properties; with a few hundred rows that was a noticeable part of opening a large page
 * (docs/editor.md, "Opening fast"). This hook hands every component the same `t` for the same i18next instance,
 * language and namespaces, and renders them again when the language changes, as `useTranslation` does.
 *
 * For texts that are there when the component renders (the builder's texts come with its screens); it does not
 * suspend or wait for a namespace to load.
 */
import { useContext, useSyncExternalStore } from 'react';
import { getI18n, I18nContext } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';

interface Shared {
  subscribe(listener: () => void): () => void;
  /** The `t` for the namespaces (first one default, the others by prefix), made once per language. */
  fixedT(namespaces: string | readonly string[]): TFunction;
}

const sharedByInstance = new WeakMap<I18n, Shared>();

function sharedOf(i18n: I18n): Shared {
  const known = sharedByInstance.get(i18n);
  if (known) return known;
  const listeners = new Set<() => void>();
  const fixed = new Map<string, TFunction>();
  const texts = new Set<Map<string, string>>();
  i18n.on('languageChanged', () => {
    fixed.clear();
    texts.clear();
    for (const listener of [...listeners]) listener();
  });
  // Texts added or removed later (a namespace loaded after the first rows were drawn) are looked up anew.
  const forget = () => {
    for (const known of texts) known.clear();
  };
  i18n.store?.on('added', forget);
  i18n.store?.on('removed', forget);
  const shared: Shared = {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    fixedT(namespaces) {
      const list = typeof namespaces === 'string' ? [namespaces] : namespaces;
      const key = list.join('\u0000');
      let t = fixed.get(key);
      if (!t) {
        const known = new Map<string, string>();
        texts.add(known);
        t = rememberingTexts(i18n.getFixedT(i18n.language, list[0]) as TFunction, known, directText(i18n, list[0]));
        fixed.set(key, t);
      }
      return t;
    },
  };
  sharedByInstance.set(i18n, shared);
  return shared;
}

/**
 * The text of a plain key read straight from the texts, in i18next's own order (each namespace: the asked one, then
 * the fallback namespaces, in the language and then its fallback languages), when i18next would return it as it
 * stands: the first text found is a string with nothing to insert or nest (`{{`, `$t(`). Anything else is left to
 * i18next. Its resolving, interpolating and nesting cost about 0.07 ms a call: 11 ms for the palette's 158 titles at
 * each open (widget titles sit in their group's namespace, reached through the fallback namespaces).
 *
 * The key's path is walked through the stored texts directly: i18next's `getResource` splits the path again for
 * every namespace it tries and searches the whole namespace for a flat key with dots when the path is missing,
 * which cost 20 ms of the open over the ~30 namespaces a widget title passes. Our texts have no keys with dots in
 * them (scripts/check-locales.test.ts), so a path not found by walking is not there.
 */
function directText(i18n: I18n, defaultNamespace: string): (key: string) => string | undefined {
  const configured = i18n.options?.nsSeparator;
  const separator = configured === false ? '' : (configured ?? ':');
  const keySeparator = i18n.options?.keySeparator === false ? '' : (i18n.options?.keySeparator ?? '.');
  const fallbacks = i18n.options?.fallbackNS;
  const fallbackNamespaces = typeof fallbacks === 'string' ? [fallbacks] : Array.isArray(fallbacks) ? fallbacks : [];
  const languages = i18n.languages?.length ? [...i18n.languages] : [i18n.language];
  return (key) => {
    const data = i18n.store?.data as Record<string, Record<string, unknown> | undefined> | undefined;
    if (!data) return undefined;
    const at = separator ? key.indexOf(separator) : -1;
    const path = at > 0 ? key.slice(at + separator.length) : key;
    const segments = keySeparator ? path.split(keySeparator) : [path];
    for (const namespace of [at > 0 ? key.slice(0, at) : defaultNamespace, ...fallbackNamespaces]) {
      for (const language of languages) {
        let value: unknown = data[language]?.[namespace];
        for (const segment of segments) value = typeof value === 'object' && value !== null && Object.hasOwn(value, segment) ? (value as Record<string, unknown>)[segment] : undefined;
        if (value === undefined || value === null || (value === '' && i18n.options?.returnEmptyString === false)) continue;
        return typeof value === 'string' && !value.includes('{{') && !value.includes('$t(') ? value : undefined;
      }
    }
    return undefined;
  };
}

/**
 * `t` that keeps the texts of plain calls (a key, perhaps with a `defaultValue`): a few hundred outline rows ask for
 * the same few widget titles, and i18next resolves each call anew (key path, namespaces, fallbacks, interpolation).
 * The first call of a key reads it directly where it can (`directText`). Calls with other options (plural counts,
 * values to insert) go to i18next every time.
 */
function rememberingTexts(t: TFunction, known: Map<string, string>, direct: (key: string) => string | undefined): TFunction {
  const lookUp = t as unknown as (key: unknown, options?: unknown) => unknown;
  const remembering = (key: unknown, options?: unknown) => {
    const plain = typeof key === 'string' && (options === undefined || isDefaultValueOnly(options));
    if (!plain) return lookUp(key, options);
    const cacheKey = options === undefined ? key : `${key}\u0000${String((options as { defaultValue: unknown }).defaultValue)}`;
    let text = known.get(cacheKey);
    if (text === undefined) {
      text = direct(key) ?? String(lookUp(key, options));
      known.set(cacheKey, text);
    }
    return text;
  };
  // getFixedT's function tells its language, namespace and key prefix; so does this one.
  const { lng, ns, keyPrefix } = t as unknown as { lng?: string; ns?: unknown; keyPrefix?: string };
  return Object.assign(remembering, { lng, ns, keyPrefix }) as unknown as TFunction;
}

const isDefaultValueOnly = (options: unknown) => {
  if (typeof options !== 'object' || options === null) return false;
  const keys = Object.keys(options);
  return keys.length === 1 && keys[0] === 'defaultValue' && typeof (options as { defaultValue: unknown }).defaultValue === 'string';
};

export function useSharedTranslation(namespaces: string | readonly string[]): { t: TFunction } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const shared = sharedOf(i18n);
  const t = useSyncExternalStore(shared.subscribe, () => shared.fixedT(namespaces));
  return { t };
}
