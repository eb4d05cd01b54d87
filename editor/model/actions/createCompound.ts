/**
 * Turns a selected subtree into an instance of a compound widget that was just stored from it (the dialog in
 * editor/compound stores the compound first, then dispatches this with its id). Border connections on the
 * chosen root sockets are rewired to the instance; the others, and the inner ones, leave the page.
 */
import { extractCompound } from '../../../runtime/compound/extract';
import { COMPOUND_WIDGET_TYPE } from '../../../model/compound/ids';
import { draftEntryOf, draftNode } from './draftAccess';
import type { ActionHandler, CreateCompoundAction } from './types';
import { refuse } from './types';

export const createCompound: ActionHandler<CreateCompoundAction> = (draft, action, context) => {
  const location = context.index.get(action.nodeId);
  if (!location) return refuse('unknown-node', `No widget ${action.nodeId}`);
  if (location.parentId === null || location.slot === null) return refuse('root-node', 'The page root cannot become a compound');
  if (context.index.has(action.instanceId)) return refuse('duplicate-id', `Widget id ${action.instanceId} already exists`);
  const subtree = context.index.node(action.nodeId)!;
  const entry = draftEntryOf(draft, context, action.nodeId);
  const list = draftNode(draft, context, location.parentId)?.slots?.[location.slot];
  const position = list?.findIndex((child) => child.id === action.nodeId) ?? -1;
  if (!entry || !list || position < 0) return refuse('unknown-node', `No widget ${action.nodeId}`);
  const base = context.base.content.find((e) => e.widget.id === entry.widget.id);
  const { pageConnections } = extractCompound('', subtree, base?.socketConnections ?? [], action.rootSockets, action.instanceId);
  const settings: Record<string, unknown> = { compoundId: action.compoundId };
  if (action.managed) settings.managed = true;
  list.splice(position, 1, { id: action.instanceId, type: COMPOUND_WIDGET_TYPE, version: 1, settings });
  entry.socketConnections = pageConnections;
  return { ok: true, select: [action.instanceId] };
};
