/**
 * Spec section 5: empty values are treated as undefined. rjsf already reports an emptied input as undefined;
 * this does the same for data coming in, so a required field stored as '' counts as missing.
 */
export function withoutEmptyStrings<T>(value: T): T {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  let changed = false;
  const result: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) {
    if (child === '') {
      changed = true;
      continue;
    }
    const cleaned = withoutEmptyStrings(child);
    if (cleaned !== child) changed = true;
    result[key] = cleaned;
  }
  return (changed ? result : value) as T;
}
