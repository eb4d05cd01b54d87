import { useCallback, useSyncExternalStore } from 'react';

/** Below this width a page counts as mobile (containers wrap there when wrapOnMobile is set). */
export const MOBILE_QUERY = '(max-width: 767px)';

/** One MediaQueryList per query for the whole page (many containers ask the same question). */
const lists = new Map<string, MediaQueryList | null>();

function mediaList(query: string): MediaQueryList | null {
  let list = lists.get(query);
  if (list === undefined) lists.set(query, (list = globalThis.matchMedia?.(query) ?? null));
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
