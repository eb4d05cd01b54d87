/**
 * Duplicates widgets: each copy (fresh ids throughout) goes right after its original. Connections inside a
 * copied subtree are copied to the copies; connections to other widgets of the page are copied too, so the
 * copy behaves like the original.
 */
import { copyNodes } from '../clipboard/copy';
import { instantiate } from '../clipboard/instantiate';
import { draftEntryOf, draftNode } from './draftAccess';
import { duplicateIdIn } from '../document/nodeUtils';
import { topmostInOrder } from '../document/selectionOrder';
import type { ActionHandler, DuplicateAction } from './types';
import { refuse } from './types';

export const duplicate: ActionHandler<DuplicateAction> = (draft, action, context) => {
  const { index } = context;
  if (action.ids.length === 0) return refuse('invalid', 'Nothing to duplicate');
  for (const id of action.ids) {
    const entry = index.get(id);
    if (!entry) return refuse('unknown-node', `Unknown widget ${id}`);
    if (entry.parentId === null) return refuse('root-node', `The page's root widget ${id} cannot be duplicated`);
  }
  const ids = topmostInOrder(index, action.ids);
  const page = index.rootOf(ids[0]);
  if (ids.some((id) => index.rootOf(id) !== page)) return refuse('cross-page', 'Widgets of several pages cannot be duplicated together');
  const payload = copyNodes(context.base, index, ids)!;
  const copies = instantiate(payload, { newId: context.newId, keepExternal: (id) => index.rootOf(id) === page });
  const clash = duplicateIdIn(copies.nodes, (id) => index.has(id));
  if (clash !== null) return refuse('duplicate-id', `Widget id ${clash} already exists`);
  ids.forEach((id, i) => {
    const entry = index.get(id)!;
    const list = draftNode(draft, context, entry.parentId!)!.slots![entry.slot!];
    list.splice(list.findIndex((child) => child.id === id) + 1, 0, copies.nodes[i]);
  });
  if (copies.connections.length > 0) {
    const entry = draftEntryOf(draft, context, ids[0])!;
    entry.socketConnections = [...(entry.socketConnections ?? []), ...copies.connections];
  }
  return { ok: true, select: copies.nodes.map((node) => node.id) };
};
