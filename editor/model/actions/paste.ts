/**
 * Pastes clipboard widgets into a slot with fresh ids. Connections between pasted widgets follow the copies;
 * connections to widgets outside the copy survive only when pasting into the same application and page
 * where that widget exists, and are dropped otherwise (another application has no such widget).
 */
import { instantiate } from '../clipboard/instantiate';
import { isClipboardPayload } from '../clipboard/payload';
import { placementRefusal } from '../rules/canDrop';
import { draftEntryOf, draftSlot } from './draftAccess';
import { clampIndex, duplicateIdIn } from '../document/nodeUtils';
import type { ActionHandler, PasteAction } from './types';
import { refuse } from './types';

export const paste: ActionHandler<PasteAction> = (draft, action, context) => {
  const { index } = context;
  if (!isClipboardPayload(action.payload)) return refuse('invalid', 'The clipboard holds no widgets');
  const refusal = placementRefusal(index, action, action.payload.nodes.map((node) => node.type), context.canPlace);
  if (refusal) return refusal;
  const sameApp = action.payload.sourceAppId === (context.base.id ?? null);
  const page = index.rootOf(action.parentId);
  const pasted = instantiate(action.payload, {
    newId: context.newId,
    keepExternal: (id) => sameApp && index.has(id) && index.rootOf(id) === page,
  });
  const clash = duplicateIdIn(pasted.nodes, (id) => index.has(id));
  if (clash !== null) return refuse('duplicate-id', `Widget id ${clash} already exists`);
  const list = draftSlot(draft, context, action.parentId, action.slot)!;
  list.splice(clampIndex(action.index, list.length), 0, ...pasted.nodes);
  if (pasted.connections.length > 0) {
    const entry = draftEntryOf(draft, context, action.parentId)!;
    entry.socketConnections = [...(entry.socketConnections ?? []), ...pasted.connections];
  }
  return { ok: true, select: pasted.nodes.map((node) => node.id) };
};
