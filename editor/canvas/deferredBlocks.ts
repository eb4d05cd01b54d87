/**
 * A large page opens in parts (docs/editor.md, "Opening fast"): the canvas renders the first FIRST_RENDER_WIDGETS
 * widgets of the page in document order at once, and each large block after them (a widget with at least
 * SKIPPABLE_MIN_WIDGETS widgets in its subtree, offscreenSkipping.ts) first as an empty box of its own. Those blocks
 * then render one per idle moment (editor/services/deferredBlocks.ts), those whose box is near the canvas's view
 * first, then top to bottom; a block holding a selected widget renders at once. (Near-view blocks wait for an idle
 * moment too: rendered at once, the two or three below the first screen ran between the first screen and the
 * builder's first click.) So the builder
 * sees and uses the top of a 2,000-widget page as soon as that of a small page, while the rest arrives in steps.
 *
 * Only the open is split: a block, once rendered, stays; a page opened again is planned again.
 */
import type { WidgetNode } from '../../model/document/types';
import { isSkippable } from './offscreenSkipping';

/** Widgets rendered with the page before any block waits (about two screens of a typical page). */
export const FIRST_RENDER_WIDGETS = 250;

/**
 * The blocks of the page under `root` that render after the first render: walking the page in document order, the
 * large blocks reached once `budget` widgets are counted (a waiting block counts as one; its content is not walked).
 */
export function planDeferredBlocks(root: WidgetNode | undefined, budget = FIRST_RENDER_WIDGETS): string[] {
  const deferred: string[] = [];
  let counted = 0;
  const visit = (node: WidgetNode) => {
    if (counted >= budget && isSkippable(node)) {
      deferred.push(node.id);
      return;
    }
    counted++;
    if (node.slots) for (const name in node.slots) for (const child of node.slots[name] ?? []) visit(child);
  };
  if (root) visit(root);
  return deferred;
}
