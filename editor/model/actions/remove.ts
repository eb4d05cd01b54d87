/**
 * Removes widgets with everything inside them, and the socket connections that touched them (a connection
 * to a widget that no longer exists would only be reported as broken). Undo brings both back.
 */
import { detachNode } from './draftAccess';
import { subtreeIds } from '../document/nodeUtils';
import { topmostInOrder } from '../document/selectionOrder';
import type { ActionHandler, RemoveAction } from './types';
import { refuse } from './types';

export const remove: ActionHandler<RemoveAction> = (draft, action, context) => {
  const { index } = context;
  if (action.ids.length === 0) return refuse('invalid', 'Nothing to remove');
  for (const id of action.ids) {
    const entry = index.get(id);
    if (!entry) return refuse('unknown-node', `Unknown widget ${id}`);
    if (entry.parentId === null) return refuse('root-node', `The page's root widget ${id} cannot be removed`);
  }
  const ids = topmostInOrder(index, action.ids);
  const parentOfFirst = index.get(ids[0])!.parentId!;
  const gone = new Set(ids.flatMap((id) => subtreeIds(index.node(id)!)));
  const pages = new Set(ids.map((id) => index.rootOf(id)));
  for (const id of ids) detachNode(draft, context, id);
  context.base.content.forEach((entry, position) => {
    if (!pages.has(entry.widget.id) || !entry.socketConnections) return;
    const kept = entry.socketConnections.filter((c) => !gone.has(c.from.widgetId) && !gone.has(c.to.widgetId));
    if (kept.length !== entry.socketConnections.length) draft.content[position].socketConnections = kept;
  });
  return { ok: true, select: [parentOfFirst] };
};
