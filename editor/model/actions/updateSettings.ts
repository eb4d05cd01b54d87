/**
 * Changes a widget's settings. Only keys whose value really changes are written, so an unchanged value
 * leaves the document (and the history) untouched, and immer copies just this node and its ancestors.
 */
import { draftNode } from './draftAccess';
import type { ActionHandler, UpdateSettingsAction } from './types';
import { refuse } from './types';

export const updateSettings: ActionHandler<UpdateSettingsAction> = (draft, action, context) => {
  const node = context.index.node(action.id);
  if (!node) return refuse('unknown-node', `Unknown widget ${action.id}`);
  if (!action.settings || typeof action.settings !== 'object' || Array.isArray(action.settings)) {
    return refuse('invalid', 'Settings must be an object');
  }
  const before = node.settings ?? {};
  const changes = Object.entries(action.settings).filter(([key, value]) => !Object.is(before[key], value) || (value === undefined && key in before));
  const removals = action.replace ? Object.keys(before).filter((key) => !(key in action.settings)) : [];
  if (changes.length === 0 && removals.length === 0) return { ok: true };
  const target = draftNode(draft, context, action.id)!;
  target.settings ??= {};
  for (const [key, value] of changes) {
    if (value === undefined) delete target.settings[key];
    else target.settings[key] = value;
  }
  for (const key of removals) delete target.settings[key];
  return { ok: true };
};

/** Typing into one field of one widget is one undo step per burst. */
export function settingsGroupKey(action: UpdateSettingsAction): string {
  return `updateSettings:${action.id}:${Object.keys(action.settings).sort().join(',')}`;
}
