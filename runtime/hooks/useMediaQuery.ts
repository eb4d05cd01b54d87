import { useCallback, useSyncExternalStore } from 'react';

/** Below this width a page counts as mobile (containers wrap there when wrapOnMobile is set). */
export const MOBILE_QUERY = '(max-width: 767px)';

/**
 * One MediaQueryList per query for the whole page (many containers ask the same question), kept per matchMedia
 * function: a list belongs to the window that made it, and a test installs its own matchMedia (fakeScreen.ts) or
 * runs in a new window after another file in the same worker.
 */
const listsByWindow = new WeakMap<typeof globalThis.matchMedia, Map<string, MediaQueryList>>();

function mediaList(query: string): MediaQueryList | null {
  const matchMedia = globalThis.matchMedia;
  if (typeof matchMedia !== 'function') return null;
  let lists = listsByWindow.get(matchMedia);
  if (!lists) listsByWindow.set(matchMedia, (lists = new Map()));
  let list = lists.get(query);
  if (list === undefined) lists.set(query, (list = matchMedia.call(globalThis, query)));
  return list;
}

/** Whether a CSS media query matches now; re-renders when it changes. False where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (listener: () => void) => {
      const list = mediaList(query);
      list?.addEventListener('change', listener);
      return () => list?.removeEventListener('change', listener);
    },
    [query],
  );
  return useSyncExternalStore(subscribe, () => mediaList(query)?.matches ?? false, () => false);
}
