/**
 * What a settings form change really changed. The form reports all of its data (schema defaults included);
 * the document gets only the keys whose values differ, so a keystroke in one field is one small
 * updateSettings (grouped per field into one undo step) and untouched defaults are never written. An empty
 * string and a missing value are the same (spec: empty values are treated as undefined).
 */
import type { Settings } from '../../../model/document/types';

const isEmpty = (value: unknown) => value === undefined || value === '';

function same(a: unknown, b: unknown): boolean {
  if (Object.is(a, b) || (isEmpty(a) && isEmpty(b))) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The keys to set (undefined: remove) to turn `before` into `after`, or null when nothing changed. */
export function changedSettings(before: Settings, after: Settings): Settings | null {
  const patch: Settings = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (!same(before[key], after[key])) patch[key] = isEmpty(after[key]) ? undefined : after[key];
  }
  return Object.keys(patch).length > 0 ? patch : null;
}
