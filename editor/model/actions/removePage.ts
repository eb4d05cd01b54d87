/** Removes a content entry. The last one stays: an application without content cannot start. */
import type { ActionHandler, RemovePageAction } from './types';
import { refuse } from './types';

export const removePage: ActionHandler<RemovePageAction> = (draft, action, context) => {
  const position = context.base.content.findIndex((entry) => entry.path === action.path);
  if (position < 0) return refuse('unknown-page', `Unknown page "${action.path}"`);
  if (context.base.content.length === 1) return refuse('last-page', 'The last page cannot be removed');
  draft.content.splice(position, 1);
  return { ok: true, select: [] };
};
