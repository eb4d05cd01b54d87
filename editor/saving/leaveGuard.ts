/**
 * Asking before unsaved changes are left behind, outside React: the browser's own prompt on unload, a
 * question before an in-app link leads to another page, and before the back/forward buttons do. Changes of
 * the query only (`?page=`) stay on the page and are not asked about. `isDirty` is read at the moment.
 */
export interface LeaveGuardOptions {
  isDirty(): boolean;
  /** Asks the builder; true means leave. Default window.confirm (back/forward must be answered at once). */
  confirm(): boolean;
  window?: Window;
}

export function installLeaveGuard({ isDirty, confirm, window: win = globalThis.window }: LeaveGuardOptions): () => void {
  let ignoreNextPop = false;
  let currentPath = win.location.pathname;

  const onBeforeUnload = (event: BeforeUnloadEvent) => {
    if (!isDirty()) return;
    event.preventDefault();
    event.returnValue = ''; // older browsers show their prompt only with returnValue set
  };

  // Capture on the document: runs before React's root listener, so a refused click never reaches <Link>.
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
    if (!anchor || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, win.location.href);
    if (url.origin !== win.location.origin) return; // a full page load: beforeunload asks
    if (url.pathname === win.location.pathname || !isDirty()) return;
    if (!confirm()) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  // Capture on window runs before the router's popstate listener; a refusal steps forward again, unseen.
  const onPopState = (event: PopStateEvent) => {
    if (ignoreNextPop) {
      ignoreNextPop = false;
      event.stopImmediatePropagation();
      return;
    }
    const leaving = win.location.pathname !== currentPath;
    if (leaving && isDirty() && !confirm()) {
      event.stopImmediatePropagation();
      ignoreNextPop = true;
      win.history.go(1);
      return;
    }
    currentPath = win.location.pathname;
  };

  win.addEventListener('beforeunload', onBeforeUnload);
  win.document.addEventListener('click', onClick, true);
  win.addEventListener('popstate', onPopState, true);
  return () => {
    win.removeEventListener('beforeunload', onBeforeUnload);
    win.document.removeEventListener('click', onClick, true);
    win.removeEventListener('popstate', onPopState, true);
  };
}
