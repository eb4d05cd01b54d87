/**
 * The editor workspace's code (LoadedWorkspace and everything it imports), fetched once. The start-up asks for it as
 * soon as the address is an editor's (src/app/AppRoutes.tsx, preloadRouteOf), beside the editor screen's own code
 * rather than after it: reached through the screen's module, its chunks were requested only once the screen's code
 * and texts had arrived and run, and the widgets' code (which waits for this module) after that, while the main
 * thread sat idle (docs/editor.md, "Opening fast"). A module of its own, so nothing else has to load first.
 */
import type { ApplicationDocument } from '../../model/document/types';

let workspaceModule: Promise<typeof import('./LoadedWorkspace')> | null = null;

export function loadWorkspace(): Promise<typeof import('./LoadedWorkspace')> {
  if (!workspaceModule) {
    workspaceModule = import('./LoadedWorkspace');
    workspaceModule.catch(() => (workspaceModule = null)); // a failed import is tried again by the next call
  }
  return workspaceModule;
}

/** Fetches the workspace's code ahead. */
export function preloadWorkspace(): Promise<void> {
  return loadWorkspace().then(() => undefined);
}

/** Fetches the code of the widgets on the page `raw` opens on (`page`: the `?page=` path), with the workspace's. */
export function preloadPageWidgets(raw: ApplicationDocument, page: string | undefined): Promise<void> {
  return loadWorkspace().then((module) => module.preloadPageWidgets(raw, page));
}
