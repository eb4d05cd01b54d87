/**
 * JSON Merge Patch (RFC 7396) helpers for PatchObjectsButton: the patch with the page context filled into its
 * texts, and the patch that brings a record back to what it was before a patch.
 */
import { fillTemplate } from '../../hooks/template';

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Every text inside the patch (at any depth) with its placeholders filled. */
export function fillPatch(patch: unknown, lookup: (name: string) => unknown): unknown {
  if (typeof patch === 'string') return fillTemplate(patch, lookup);
  if (Array.isArray(patch)) return patch.map((item) => fillPatch(item, lookup));
  if (isObject(patch)) return Object.fromEntries(Object.entries(patch).map(([key, value]) => [key, fillPatch(value, lookup)]));
  return patch;
}

/**
 * The merge patch that undoes `patch` on a record that was `before`: for each key the patch touched, the old value
 * (null when there was none, which removes it again); objects the patch merged into are undone key by key.
 */
export function inversePatch(before: Record<string, unknown>, patch: Record<string, unknown>): Record<string, unknown> {
  const inverse: Record<string, unknown> = {};
  for (const [key, change] of Object.entries(patch)) {
    const old = before[key];
    if (isObject(change) && isObject(old)) inverse[key] = inversePatch(old, change);
    else inverse[key] = old === undefined ? null : old;
  }
  return inverse;
}

/** The ids of a filled-in setting: a JSON list (a context variable holding a list) or a comma-separated text. */
export function idsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map((id) => (isObject(id) && 'id' in id ? String(id.id) : String(id))).filter((id) => id.trim() !== '');
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      return idsOf(JSON.parse(text));
    } catch {
      // not a list after all: read it as text
    }
  }
  return text.split(',').map((id) => id.trim()).filter(Boolean);
}
