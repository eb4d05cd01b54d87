/**
 * The editor workspace's code (LoadedWorkspace and everything it imports), fetched once. The start-up asks for it as
 * soon as the address is an editor's (src/app/AppRoutes.tsx, preloadRouteOf), beside the editor screen's own code
 * rather than after it: reached through the screen's module, its chunks were requested only once the screen's code
 * and texts had arrived and run, and the widgets' code (which waits for this module) after that, while the main
 * thread sat idle (docs/editor.md, "Opening fast"). A module of its own, so nothing else has to load first.
 */
import type { ApplicationDocument } from '../../model/document/types';

/** `load` once: every call gets the same import, and a failed import is tried again by the next call. */
function importedOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let module: Promise<T> | null = null;
  return () => {
    if (!module) {
      module = load();
      module.catch(() => (module = null));
    }
    return module;
  };
}

export const loadWorkspace = importedOnce(() => import('./LoadedWorkspace'));

/** Fetches the workspace's code ahead. */
export function preloadWorkspace(): Promise<void> {
  return loadWorkspace().then(() => undefined);
}

/** The widget list with the page's widget preloading (fetched once; the start-up asks for it beside the application). */
export const loadPageWidgets = importedOnce(() => import('./pageWidgets'));

/**
 * Fetches the code of the widgets on the page `raw` opens on (`page`: the `?page=` path). It needs only the widget list
 * (pageWidgets.ts), not the workspace: waiting for the workspace's code to arrive and run first put the widgets'
 * requests 30-80 ms after the application's answer, and the first render waited for them (docs/editor.md,
 * "Opening fast").
 */
export function preloadPageWidgets(raw: ApplicationDocument, page: string | undefined): Promise<void> {
  return loadPageWidgets().then((module) => module.preloadPageWidgets(raw, page));
}
