/**
 * Whether widgets may go into a slot: the parent must exist, a widget never goes into itself or one of its
 * descendants, and the registry's category rules (given as `canPlace`) must allow each type in that slot.
 * The drop indicator and the actions (insert, move, paste, duplicate) ask the same functions, so the canvas
 * never offers a drop that the store would refuse.
 */
import type { CanPlace, Refusal } from './outcome';
import { refuse } from './outcome';
import type { DocumentIndex } from '../document/documentIndex';

export interface SlotRef {
  parentId: string;
  slot: string;
}

/** Refusal for placing new widgets of these types into the slot, or null when allowed. */
export function placementRefusal(index: DocumentIndex, target: SlotRef, childTypes: readonly string[], canPlace: CanPlace): Refusal | null {
  const parent = index.node(target.parentId);
  if (!parent) return refuse('unknown-node', `Unknown parent widget ${target.parentId}`);
  for (const type of childTypes) {
    const verdict = canPlace(type, parent.type, target.slot);
    if (verdict !== true) {
      return refuse('not-allowed', `${type} may not go into slot ${target.slot} of ${parent.type}: ${verdict}`);
    }
  }
  return null;
}

/** Refusal for moving existing widgets into the slot, or null when allowed. */
export function moveRefusal(index: DocumentIndex, ids: readonly string[], target: SlotRef, canPlace: CanPlace): Refusal | null {
  if (!index.has(target.parentId)) return refuse('unknown-node', `Unknown parent widget ${target.parentId}`);
  if (ids.length === 0) return refuse('invalid', 'Nothing to move');
  const types: string[] = [];
  for (const id of ids) {
    const entry = index.get(id);
    if (!entry) return refuse('unknown-node', `Unknown widget ${id}`);
    if (entry.parentId === null) return refuse('root-node', `The page's root widget ${id} cannot be moved`);
    if (index.isWithin(target.parentId, id)) return refuse('into-itself', `Widget ${id} cannot go into itself or its descendants`);
    if (index.rootOf(id) !== index.rootOf(target.parentId)) return refuse('cross-page', `Widget ${id} is on another page`);
    types.push(entry.node.type);
  }
  return placementRefusal(index, target, types, canPlace);
}

/** For the drop indicator: true, or the refusal that explains why not. */
export function canDrop(index: DocumentIndex, ids: readonly string[], target: SlotRef, canPlace: CanPlace): true | Refusal {
  return moveRefusal(index, ids, target, canPlace) ?? true;
}

/** For a palette drag (a new widget of `type`): true, or the refusal. */
export function canDropNew(index: DocumentIndex, type: string, target: SlotRef, canPlace: CanPlace): true | Refusal {
  return placementRefusal(index, target, [type], canPlace) ?? true;
}
