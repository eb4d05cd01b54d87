/**
 * The optional `field` of a socket connection: a dotted path (`id`, `address.city`) into the object the source
 * emits. One definition for the structure check, the socket engines and the editor.
 */

const FIELD_PATTERN = /^[A-Za-z_$][\w$-]*(\.[\w$-]+)*$/;

export function isFieldPath(value: unknown): value is string {
  return typeof value === 'string' && FIELD_PATTERN.test(value);
}

/** The value at `field` inside `value`; the value itself without a field; undefined where the path leads nowhere. */
export function valueAtField(value: unknown, field: string | undefined): unknown {
  if (field === undefined) return value;
  let current: unknown = value;
  for (const part of field.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = Object.prototype.hasOwnProperty.call(current, part) ? (current as Record<string, unknown>)[part] : undefined;
  }
  return current;
}
