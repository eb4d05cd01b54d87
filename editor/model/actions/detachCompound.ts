/**
 * Copies a compound instance in place ("copy the template for editing"): the instance becomes a copy of the
 * compound's tree with fresh ids that no longer syncs; root socket connections are rewired to the inner
 * sockets. The compound document travels in the action (fetched by the caller), so the handler stays pure
 * and undo restores the instance.
 */
import { detachInstance } from '../../../runtime/compound/detach';
import { COMPOUND_WIDGET_TYPE } from '../../../model/compound/ids';
import { draftEntryOf, draftNode } from './draftAccess';
import { cloneNode } from '../document/nodeUtils';
import type { ActionHandler, DetachCompoundAction } from './types';
import { refuse } from './types';

export const detachCompound: ActionHandler<DetachCompoundAction> = (draft, action, context) => {
  const node = context.index.node(action.id);
  if (!node) return refuse('unknown-node', `No widget ${action.id}`);
  if (node.type !== COMPOUND_WIDGET_TYPE || node.settings?.compoundId !== action.compound.id) {
    return refuse('invalid', `Widget ${action.id} is no instance of compound ${String(action.compound.id)}`);
  }
  const entry = draftEntryOf(draft, context, action.id);
  const base = context.base.content.find((e) => e.widget.id === entry?.widget.id);
  if (!entry || !base) return refuse('unknown-node', `No widget ${action.id}`);
  const { widget, pageConnections } = detachInstance(action.compound, action.id, base.socketConnections ?? [], context.newId);
  const location = context.index.get(action.id)!;
  if (location.parentId === null) {
    entry.widget = cloneNode(widget);
  } else {
    const list = draftNode(draft, context, location.parentId)?.slots?.[location.slot!];
    const position = list?.findIndex((child) => child.id === action.id) ?? -1;
    if (!list || position < 0) return refuse('unknown-node', `No widget ${action.id}`);
    list.splice(position, 1, cloneNode(widget));
  }
  entry.socketConnections = pageConnections;
  return { ok: true, select: [widget.id] };
};
