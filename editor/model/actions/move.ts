/**
 * Moves widgets (the selection, kept in document order) into a slot. `index` counts the target slot's
 * children as they are before the move, like the drop indicator between two children.
 */
import { moveRefusal } from '../rules/canDrop';
import { detachNode, draftSlot } from './draftAccess';
import { clampIndex } from '../document/nodeUtils';
import { topmostInOrder } from '../document/selectionOrder';
import type { ActionHandler, MoveAction } from './types';

export const move: ActionHandler<MoveAction> = (draft, action, context) => {
  const { index } = context;
  const refusal = moveRefusal(index, action.ids, action, context.canPlace);
  if (refusal) return refusal;
  const ids = topmostInOrder(index, action.ids);
  let position = clampIndex(action.index, index.children(action.parentId, action.slot).length);
  for (const id of ids) {
    const entry = index.get(id)!;
    if (entry.parentId === action.parentId && entry.slot === action.slot && index.positionOf(id) < position) position--;
  }
  // Dropped where they already are: no change, so no empty undo step.
  const inPlace = ids.every((id, k) => {
    const entry = index.get(id)!;
    return entry.parentId === action.parentId && entry.slot === action.slot && index.positionOf(id) === position + k;
  });
  if (inPlace) return { ok: true, select: ids };
  const nodes = ids.map((id) => detachNode(draft, context, id)!);
  draftSlot(draft, context, action.parentId, action.slot)!.splice(position, 0, ...nodes);
  return { ok: true, select: ids };
};
