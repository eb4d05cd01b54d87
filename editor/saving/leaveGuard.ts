/**
 * Asking before unsaved changes are left behind, outside React: the browser's own prompt on unload, a
 * question before an in-app link leads to another page, and before the back/forward buttons do. Changes of
 * the query only (`?page=`) stay on the page and are not asked about. `isDirty` is read at the moment.
 *
 * The question is the editor's own dialog, so the answer comes later: a link or a history step is held
 * back at once (the router never sees it) and done again when the builder chooses to leave.
 *
 * The unload listener is there only while there are unsaved changes (`subscribe` says when that may have changed): a
 * page with one makes every navigation away from it wait until its renderer has run the listener, behind whatever
 * task or frame it is busy with (opening another application from a clean editor, the new page's request started
 * 6 ms later in the median of ten, more while the old page was busy), and some browsers keep such a page out of their
 * back/forward cache.
 */
export interface LeaveGuardOptions {
  isDirty(): boolean;
  /** Asks the builder; calls `leave` only when the answer is to leave. */
  ask(leave: () => void): void;
  /** Calls `changed` whenever `isDirty` may answer differently; returns the unsubscribe. Without it: always listened. */
  subscribe?(changed: () => void): () => void;
  window?: Window;
}

import { onPopstateFirst } from '../../runtime/app/popstateFirst';

/** The router's position in the session history (React Router keeps it as `idx` in the history state). */
const historyIndex = (state: unknown): number | undefined => {
  const idx = (state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : undefined;
};

export function installLeaveGuard({ isDirty, ask, subscribe, window: win = globalThis.window }: LeaveGuardOptions): () => void {
  let currentPath = win.location.pathname;
  let currentIndex = historyIndex(win.history.state);
  let passNextClick = false;
  let ignoreNextPop = false;
  let passNextPop = false;

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!isDirty()) return;
    event.preventDefault();
    event.returnValue = ''; // older browsers show their prompt only with returnValue set
  };

  // Capture on the document: runs before React's root listener, so a held-back click never reaches <Link>.
  const onClick = (event: MouseEvent) => {
    if (passNextClick) {
      passNextClick = false;
      return;
    }
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, win.location.href);
    if (url.origin !== win.location.origin) return; // a full page load: beforeunload asks
    if (url.pathname === win.location.pathname || !isDirty()) return;
    event.preventDefault();
    event.stopPropagation();
    ask(() => {
      if (!anchor.isConnected) return win.location.assign(url.href);
      passNextClick = true;
      anchor.click();
    });
  };

  // Runs before the router's popstate listener (runtime/app/popstateFirst.ts). A step away is undone at once,
  // unseen by the router, and taken again when the builder chooses to leave.
  const onPopState = (event: PopStateEvent) => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      event.stopImmediatePropagation();
      return;
    }
    const leaving = win.location.pathname !== currentPath;
    if (!passNextPop && leaving && isDirty()) {
      event.stopImmediatePropagation();
      const target = historyIndex(event.state);
      const delta = target !== undefined && currentIndex !== undefined && target !== currentIndex ? target - currentIndex : -1;
      ignoreNextPop = true;
      win.history.go(-delta);
      ask(() => {
        passNextPop = true;
        win.history.go(delta);
      });
      return;
    }
    passNextPop = false;
    currentPath = win.location.pathname;
    currentIndex = historyIndex(event.state);
  };

  let unloadListened = false;
  const listenToUnload = (wanted: boolean) => {
    if (wanted === unloadListened) return;
    unloadListened = wanted;
    if (wanted) win.addEventListener('beforeunload', onBeforeUnload);
    else win.removeEventListener('beforeunload', onBeforeUnload);
  };
  const unsubscribe = subscribe?.(() => listenToUnload(isDirty()));
  listenToUnload(subscribe ? isDirty() : true);
  win.document.addEventListener('click', onClick, true);
  const removePopState = onPopstateFirst(onPopState, win);
  return () => {
    unsubscribe?.();
    listenToUnload(false);
    win.document.removeEventListener('click', onClick, true);
    removePopState();
  };
}
