/**
 * Large parts of a page are drawn only near the viewport (docs/editor.md, "Opening fast"): a widget whose subtree
 * holds at least SKIPPABLE_MIN_WIDGETS widgets gets `data-canvas-skippable`, and the canvas styles give it
 * `content-visibility: auto`. The browser then skips style, layout and paint of such a block while it is off
 * screen; on a 2,000-widget page that took most of every frame after a delete or undo (50-75 ms of paint).
 * Small widgets never get it: the containment it brings (overflow clipped a little outside the box, fixed
 * descendants placed in the block) is only worth it where there is much to skip.
 */
import type { WidgetNode } from '../../model/document/types';
import { subtreeSize } from '../model/document/nodeUtils';

export const SKIPPABLE_MIN_WIDGETS = 50;

export function isSkippable(node: WidgetNode | undefined): boolean {
  return node !== undefined && subtreeSize(node) >= SKIPPABLE_MIN_WIDGETS;
}
