/** Adds a content entry (a page with its own widget tree) to the application. */
import type { ContentEntry } from '../../../model/document/types';
import { clampIndex, cloneNode, duplicateIdIn, isWidgetNode } from '../document/nodeUtils';
import type { ActionHandler, AddPageAction } from './types';
import { refuse } from './types';

export const addPage: ActionHandler<AddPageAction> = (draft, action, context) => {
  const entry: ContentEntry | undefined = action.entry;
  if (!entry || typeof entry.path !== 'string' || !isWidgetNode(entry.widget)) return refuse('invalid', 'A page needs a path and a widget');
  if (context.base.content.some((existing) => existing.path === entry.path)) return refuse('duplicate-path', `A page with path "${entry.path}" exists`);
  const clash = duplicateIdIn([entry.widget], (id) => context.index.has(id));
  if (clash !== null) return refuse('duplicate-id', `Widget id ${clash} already exists`);
  draft.content.splice(clampIndex(action.index, draft.content.length), 0, cloneNode(entry));
  return { ok: true, select: [entry.widget.id] };
};
