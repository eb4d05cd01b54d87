import { useSyncExternalStore } from 'react';

const subscribe = (listener: () => void) => {
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
};

/**
 * Whether the page is in view (not a background tab, not a minimised window): messages count as read only once the
 * user can see them, so a conversation left open in another tab keeps its unread count until the tab comes back.
 */
export function usePageVisible(): boolean {
  return useSyncExternalStore(subscribe, () => document.visibilityState === 'visible', () => true);
}
