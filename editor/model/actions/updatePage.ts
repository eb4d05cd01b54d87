/** Changes a content entry's path, title, authentication flag or needed permissions; a path must stay unique. */
import type { ActionHandler, UpdatePageAction } from './types';
import { refuse } from './types';

const FIELDS = ['path', 'title', 'authenticationRequired', 'permissions'] as const;

export const updatePage: ActionHandler<UpdatePageAction> = (draft, action, context) => {
  const position = context.base.content.findIndex((entry) => entry.path === action.path);
  if (position < 0) return refuse('unknown-page', `Unknown page "${action.path}"`);
  const { patch } = action;
  if (!patch || typeof patch !== 'object') return refuse('invalid', 'Nothing to change');
  if (patch.path !== undefined && typeof patch.path !== 'string') return refuse('invalid', 'A page path is text');
  if (patch.permissions !== undefined && !(Array.isArray(patch.permissions) && patch.permissions.every((name) => typeof name === 'string' && name !== ''))) {
    return refuse('invalid', 'A page\'s permissions are a list of permission names');
  }
  if (patch.path !== undefined && patch.path !== action.path && context.base.content.some((entry) => entry.path === patch.path)) {
    return refuse('duplicate-path', `A page with path "${patch.path}" exists`);
  }
  const entry = draft.content[position];
  for (const field of FIELDS) {
    if (!(field in patch)) continue;
    const value = patch[field];
    if (value === undefined) {
      if (field !== 'path') delete entry[field];
    } else if (entry[field] !== value) {
      (entry as Record<string, unknown>)[field] = value;
    }
  }
  return { ok: true };
};
