/**
 * Where in a slot a dragged widget lands, from the pointer position and the rectangles of the slot's
 * children (in their order). Pure geometry, no DOM: the canvas measures, this decides.
 *
 * Vertical lists: the drop goes before the first child whose vertical middle is below the pointer.
 * Horizontal lists may wrap into rows: a child counts as "before the pointer" when its row lies above the
 * pointer, or the pointer is within its row and right of its horizontal middle.
 */
export interface Rect {
  left: number;
  top: number;
  width: number;
  height: number;
}

export interface Point {
  x: number;
  y: number;
}

export type SlotOrientation = 'vertical' | 'horizontal';

/** Insertion index (0..rects.length) counted in the slot as it is, the move action's convention. */
export function dropIndex(pointer: Point, rects: readonly Rect[], orientation: SlotOrientation): number {
  const before = orientation === 'vertical' ? beforeVertically : beforeHorizontally;
  let index = 0;
  while (index < rects.length && before(pointer, rects[index])) index++;
  return index;
}

function beforeVertically(pointer: Point, rect: Rect): boolean {
  return pointer.y >= rect.top + rect.height / 2;
}

function beforeHorizontally(pointer: Point, rect: Rect): boolean {
  if (pointer.y >= rect.top + rect.height) return true; // the child's row is above the pointer
  if (pointer.y < rect.top) return false; // the child's row is below the pointer
  return pointer.x >= rect.left + rect.width / 2;
}

/**
 * The indicator line for an insertion index: between two children, or after the last one. Returns the
 * rectangle of a thin line (`thickness` px) the canvas can draw.
 */
export function dropIndicator(index: number, rects: readonly Rect[], orientation: SlotOrientation, thickness = 2): Rect | null {
  if (rects.length === 0) return null;
  const after = index >= rects.length;
  const rect = rects[after ? rects.length - 1 : index];
  if (orientation === 'vertical') {
    const y = after ? rect.top + rect.height : rect.top;
    return { left: rect.left, top: y - thickness / 2, width: rect.width, height: thickness };
  }
  const x = after ? rect.left + rect.width : rect.left;
  return { left: x - thickness / 2, top: rect.top, width: thickness, height: rect.height };
}
