import type { CompoundWidgetDocument, ContentEntry } from '../../model/document/types';
import type { LoadedApplication } from './loadApplication';
import { outletChain } from './outlet';
import { matchContentEntry, normalizePath } from './routeMatch';
import { widgetTypesOf } from './useWidgetCode';

/**
 * The widget types shown at `path`: the matching entry, its layout entries and the pinned compounds, the same set
 * the application view fetches before it renders the page (useWidgetCode.ts).
 */
function typesAt(content: ContentEntry[], compoundWidgets: Record<string, CompoundWidgetDocument> | undefined, path: string): Set<string> {
  const normalized = normalizePath(path);
  const match = matchContentEntry(content, normalized);
  if (!match) return new Set();
  const chain = outletChain(content, match, normalized);
  return widgetTypesOf([...chain.map((page) => page.entry.widget), ...Object.values(compoundWidgets ?? {}).map((compound) => compound.widget)]);
}

/**
 * The page's widget types of a loaded application. Server rendering loads exactly these and names them to the
 * browser, which fetches their code before it hydrates.
 */
export function pageWidgetTypes(application: Pick<LoadedApplication, 'document' | 'compoundWidgets'>, path: string): string[] {
  return [...typesAt(application.document.content, application.compoundWidgets, path)].sort();
}

/**
 * The page's widget types read from a published version as the server answered it (the server brings versions to
 * the current format before it answers). Used to fetch that code while the browser's load pipeline still runs;
 * anything unexpected in the answer gives no types, never an error (the pipeline judges the document).
 */
export function answerWidgetTypes(answer: unknown, path: string): Set<string> {
  try {
    const { content, compoundWidgets } = answer as { content?: ContentEntry[]; compoundWidgets?: Record<string, CompoundWidgetDocument> };
    return Array.isArray(content) ? typesAt(content, compoundWidgets, path) : new Set();
  } catch {
    return new Set();
  }
}
