/**
 * `t` for components drawn hundreds of times at once: the editor's outline rows and palette entries. react-i18next's
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
  i18n.on('languageChanged', () => {
    fixed.clear();
    for (const listener of [...listeners]) listener();
  });
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
        t = i18n.getFixedT(i18n.language, list[0]) as TFunction;
        fixed.set(key, t);
      }
      return t;
    },
  };
  sharedByInstance.set(i18n, shared);
  return shared;
}

export function useSharedTranslation(namespaces: string | readonly string[]): { t: TFunction } {
  const i18n = useContext(I18nContext)?.i18n ?? getI18n();
  const shared = sharedOf(i18n);
  const t = useSyncExternalStore(shared.subscribe, () => shared.fixedT(namespaces));
  return { t };
}
