/**
 * Keyboard moves of one widget, as pure functions over the tree: up and down among its siblings, into the
 * previous sibling's (first) slot at its end, and out of its parent to just after the parent. The result is a
 * target for the move action (index counted before the move), or a refusal when there is nowhere to go.
 * Category rules are checked by the move action itself.
 */
import type { Refusal, SlotsOf, SlotTarget } from './outcome';
import { refuse } from './outcome';
import type { DocumentIndex } from '../document/documentIndex';

export type KeyboardDirection = 'up' | 'down' | 'into' | 'out';

export type { SlotsOf } from './outcome';

export function keyboardMoveTarget(index: DocumentIndex, id: string, direction: KeyboardDirection, slotsOf?: SlotsOf): SlotTarget | Refusal {
  const entry = index.get(id);
  if (!entry) return refuse('unknown-node', `Unknown widget ${id}`);
  if (entry.parentId === null || entry.slot === null) return refuse('root-node', `The page's root widget ${id} cannot be moved`);
  const siblings = index.children(entry.parentId, entry.slot);
  const position = index.positionOf(id);
  switch (direction) {
    case 'up':
      if (position === 0) return refuse('no-move', 'Already the first widget of its slot');
      return { parentId: entry.parentId, slot: entry.slot, index: position - 1 };
    case 'down':
      if (position === siblings.length - 1) return refuse('no-move', 'Already the last widget of its slot');
      return { parentId: entry.parentId, slot: entry.slot, index: position + 2 };
    case 'into': {
      const previous = siblings[position - 1];
      if (!previous) return refuse('no-move', 'No previous widget to move into');
      const slot = (slotsOf?.(previous.type) ?? Object.keys(previous.slots ?? {}))[0];
      if (slot === undefined) return refuse('no-move', `${previous.type} has no slot`);
      return { parentId: previous.id, slot, index: previous.slots?.[slot]?.length ?? 0 };
    }
    case 'out': {
      const parent = index.get(entry.parentId)!;
      if (parent.parentId === null || parent.slot === null) return refuse('no-move', 'Already at the top level of the page');
      return { parentId: parent.parentId, slot: parent.slot, index: index.positionOf(entry.parentId) + 1 };
    }
  }
}
