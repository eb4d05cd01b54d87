import type { LoadedApplication } from './loadApplication';
import { outletChain } from './outlet';
import { matchContentEntry, normalizePath } from './routeMatch';
import { widgetTypesOf } from './useWidgetCode';

/**
 * The widget types the application shows at `path`: its layout pages and the matched page, and the compounds the
 * version pinned, the same set the view fetches before it renders the page (useWidgetCode.ts). Server rendering
 * loads exactly these and names them to the browser, which fetches their code before it hydrates.
 */
export function pageWidgetTypes(application: Pick<LoadedApplication, 'document' | 'compoundWidgets'>, path: string): string[] {
  const normalized = normalizePath(path);
  const match = matchContentEntry(application.document.content, normalized);
  if (!match) return [];
  const chain = outletChain(application.document.content, match, normalized);
  const compounds = Object.values(application.compoundWidgets ?? {}).map((compound) => compound.widget);
  return [...widgetTypesOf([...chain.map((page) => page.entry.widget), ...compounds])].sort();
}
