/** Inserts a new widget (with any children it brings) into a slot; the palette's drop. */
import { placementRefusal } from '../rules/canDrop';
import { draftSlot } from './draftAccess';
import { clampIndex, cloneNode, duplicateIdIn, isWidgetNode } from '../document/nodeUtils';
import type { ActionHandler, InsertAction } from './types';
import { refuse } from './types';

export const insert: ActionHandler<InsertAction> = (draft, action, context) => {
  if (!isWidgetNode(action.node)) return refuse('invalid', 'The inserted widget is not a widget node');
  const duplicate = duplicateIdIn([action.node], (id) => context.index.has(id));
  if (duplicate !== null) return refuse('duplicate-id', `Widget id ${duplicate} already exists`);
  const refusal = placementRefusal(context.index, action, [action.node.type], context.canPlace);
  if (refusal) return refusal;
  const list = draftSlot(draft, context, action.parentId, action.slot)!;
  list.splice(clampIndex(action.index, list.length), 0, cloneNode(action.node));
  return { ok: true, select: [action.node.id] };
};
