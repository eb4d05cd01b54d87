/**
 * Reaching nodes inside the immer draft without walking the page: the index (over the document before the
 * action) gives the chain of ancestors and each position, so only the drafts along that path are created.
 * Positions are checked against the draft and searched only when an earlier step of the same action moved
 * siblings.
 */
import type { Draft } from 'immer';
import type { ApplicationDocument, WidgetNode } from '../../../model/document/types';
import type { ActionContext } from './types';

type DraftDocument = Draft<ApplicationDocument>;

export function draftNode(draft: DraftDocument, context: ActionContext, id: string): Draft<WidgetNode> | undefined {
  const { index } = context;
  const chain = index.ancestors(id);
  if (chain.length === 0) return undefined;
  const entryIndex = index.entryIndexOf(chain[0]);
  let node: Draft<WidgetNode> | undefined = draft.content[entryIndex]?.widget;
  if (!node || node.id !== chain[0]) node = draft.content.find((entry) => entry.widget.id === chain[0])?.widget;
  for (let depth = 1; node && depth < chain.length; depth++) {
    const childId = chain[depth];
    const slot = index.get(childId)!.slot!;
    const list: Draft<WidgetNode>[] | undefined = node.slots?.[slot];
    if (!list) return undefined;
    const hint = index.positionOf(childId);
    node = list[hint]?.id === childId ? list[hint] : list.find((child) => child.id === childId);
  }
  return node;
}

/** The draft list of a parent's slot, created when the parent has no such slot yet. */
export function draftSlot(draft: DraftDocument, context: ActionContext, parentId: string, slot: string): Draft<WidgetNode>[] | undefined {
  const parent = draftNode(draft, context, parentId);
  if (!parent) return undefined;
  parent.slots ??= {};
  parent.slots[slot] ??= [];
  return parent.slots[slot];
}

/** Removes the node `id` from its parent's slot in the draft and returns it (the draft of it). */
export function detachNode(draft: DraftDocument, context: ActionContext, id: string): Draft<WidgetNode> | undefined {
  const entry = context.index.get(id);
  if (!entry || entry.parentId === null || entry.slot === null) return undefined;
  const parent = draftNode(draft, context, entry.parentId);
  const list = parent?.slots?.[entry.slot];
  if (!list) return undefined;
  const hint = context.index.positionOf(id);
  const position = list[hint]?.id === id ? hint : list.findIndex((child) => child.id === id);
  if (position < 0) return undefined;
  return list.splice(position, 1)[0];
}

/** Index in the page's content entry list for `id`'s page inside the draft. */
export function draftEntryOf(draft: DraftDocument, context: ActionContext, id: string) {
  const root = context.index.rootOf(id);
  return root === undefined ? undefined : draft.content.find((entry) => entry.widget.id === root);
}
