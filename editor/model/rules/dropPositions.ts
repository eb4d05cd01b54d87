/**
 * Every place a keyboard drag can stop at, in reading order: before the first child of a slot, inside that
 * child (its own positions), between it and the next child, ..., after the last child. Slots the drag may
 * not enter (category rules, the dragged widget itself and its descendants) are left out, and so is the
 * position right after a moved widget (the same place as right before it). Computed once per drag: O(page).
 */
import type { SlotTarget } from './outcome';
import type { SlotRef } from './canDrop';
import type { DocumentIndex } from '../document/documentIndex';

export interface DropPosition extends SlotTarget {
  index: number;
}

export function dropPositions(
  index: DocumentIndex,
  rootId: string,
  slotsOf: (id: string) => readonly string[],
  allowed: (slot: SlotRef) => boolean,
  moving: readonly string[] = [],
): DropPosition[] {
  const movingIds = new Set(moving);
  const positions: DropPosition[] = [];
  // An explicit stack instead of recursion: deeply nested pages must not overflow the call stack.
  type Frame = { parentId: string; slot: string; next: number } | { visit: string };
  const stack: Frame[] = [{ visit: rootId }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    if ('visit' in frame) {
      if (movingIds.has(frame.visit)) continue; // never into the dragged widget itself
      const slots = slotsOf(frame.visit);
      for (let s = slots.length - 1; s >= 0; s--) {
        if (allowed({ parentId: frame.visit, slot: slots[s] })) stack.push({ parentId: frame.visit, slot: slots[s], next: 0 });
      }
      continue;
    }
    const children = index.children(frame.parentId, frame.slot);
    const i = frame.next;
    const afterMoved = i > 0 && movingIds.has(children[i - 1].id);
    if (!afterMoved) positions.push({ parentId: frame.parentId, slot: frame.slot, index: i });
    if (i < children.length) {
      stack.push({ ...frame, next: i + 1 });
      stack.push({ visit: children[i].id });
    }
  }
  return positions;
}

/** The position of a widget where it is now (before itself), for the start of a keyboard move. */
export function currentPosition(index: DocumentIndex, id: string): DropPosition | null {
  const entry = index.get(id);
  if (!entry || entry.parentId === null || entry.slot === null) return null;
  return { parentId: entry.parentId, slot: entry.slot, index: index.positionOf(id) };
}

export function samePosition(a: SlotTarget | null | undefined, b: SlotTarget | null | undefined): boolean {
  return !!a && !!b && a.parentId === b.parentId && a.slot === b.slot && a.index === b.index;
}
