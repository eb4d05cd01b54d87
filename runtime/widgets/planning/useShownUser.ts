import { useCallback, useState } from 'react';

/**
 * Which user's timeline the user stats show: selecting the shown user hides it, selecting another replaces it.
 * Remembered in browser storage under the user stats key, per widget, across reloads.
 */
export const USER_STATS_SHOWN_KEY = 'resourcePlanning.userStatsShown';

function storageKey(widgetId: string): string {
  return `${USER_STATS_SHOWN_KEY}.${widgetId}`;
}

function read(key: string): string | null {
  try {
    return globalThis.localStorage?.getItem(key) || null;
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value) globalThis.localStorage?.setItem(key, value);
    else globalThis.localStorage?.removeItem(key);
  } catch {
    // storage unavailable: the choice lasts until the page closes
  }
}

export function nextShownUser(shown: string | null, selected: string): string | null {
  return shown === selected ? null : selected;
}

export function useShownUser(widgetId: string): [string | null, (userId: string) => void] {
  const key = storageKey(widgetId);
  const [shown, setShown] = useState<string | null>(() => read(key));
  const toggle = useCallback(
    (userId: string) => {
      const next = nextShownUser(shown, userId);
      write(key, next);
      setShown(next);
    },
    [key, shown],
  );
  return [shown, toggle];
}
