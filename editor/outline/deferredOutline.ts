/**
 * A large page's outline opens in parts (docs/editor.md, "Opening fast"), like its canvas: the outline shows the first
 * OUTLINE_FIRST_ROWS rows at once, and the child lists of the open containers reached after them a moment later,
 * one list per idle moment (the same waiting parts as the canvas's, editor/services/deferredBlocks.ts). The outline's
 * pane shows a dozen rows; on a 2,000-widget page it opened with 221 rows and about 900 elements, more than a third
 * of the editor's, nearly all of them out of sight.
 *
 * A waiting list renders at once when the builder opens its container or selects a widget inside it.
 */
import { createContext } from 'react';
import { DeferredBlocks } from '../services/deferredBlocks';

/** Rows shown with the open (about two outlines as tall as the whole window). */
export const OUTLINE_FIRST_ROWS = 60;
/** Containers start open for this many levels (OutlineNode.tsx). */
export const OUTLINE_OPEN_LEVELS = 2;

/**
 * The containers under `rootId` whose child lists render after the open: walking the rows as the outline first shows
 * them (a row per widget, a row per slot name where a widget has several filled slots; containers of the first
 * OUTLINE_OPEN_LEVELS levels open), the open containers reached once `budget` rows are counted.
 */
export function planDeferredOutline(
  rootId: string | undefined,
  slotsOf: (id: string) => Readonly<Record<string, readonly string[]>> | undefined,
  budget = OUTLINE_FIRST_ROWS,
): string[] {
  const deferred: string[] = [];
  let rows = 0;
  const visit = (id: string, depth: number) => {
    rows++;
    const lists = Object.values(slotsOf(id) ?? {}).filter((children) => children.length > 0);
    if (lists.length === 0 || depth >= OUTLINE_OPEN_LEVELS) return;
    if (rows >= budget) {
      deferred.push(id);
      return;
    }
    if (lists.length > 1) rows += lists.length;
    for (const children of lists) for (const child of children) visit(child, depth + 1);
  };
  if (rootId !== undefined) visit(rootId, 0);
  return deferred;
}

/** The containers of the outline whose child lists still wait; none outside an outline. */
export const DeferredOutlineContext = createContext<DeferredBlocks>(new DeferredBlocks([]));
