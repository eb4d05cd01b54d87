/**
 * Back and forward reach the window as one popstate event, and the browser hands it to the listeners in the
 * order they were added, whether they capture or not (Chromium does so on the window). The router adds its
 * listener when it starts, so a guard added later would always come too late to keep the router from
 * navigating. Start-up installs this one listener before the router; handlers added here run inside it, first,
 * and may stop the event (`stopImmediatePropagation`) before the router sees it.
 */
type Handler = (event: PopStateEvent) => void;

const handlers = new Set<Handler>();
const installedOn = new WeakSet<Window>();

/** Call once at start-up, before the router is created. */
export function installPopstateFirst(win: Window = globalThis.window): void {
  if (installedOn.has(win)) return;
  installedOn.add(win);
  win.addEventListener('popstate', (event) => {
    for (const handler of [...handlers]) {
      handler(event);
      if (event.cancelBubble) return; // stopped: later handlers and the router do not see it
    }
  });
}

/** Adds a handler that runs before the router's popstate listener; returns its removal. */
export function onPopstateFirst(handler: Handler, win: Window = globalThis.window): () => void {
  installPopstateFirst(win); // where start-up did not (tests): from now on, still before later listeners
  handlers.add(handler);
  return () => handlers.delete(handler);
}
