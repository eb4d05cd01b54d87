/**
 * How deeply a request body's JSON may nest. Deep enough for the deepest widget tree the document layer accepts
 * (each widget level is three JSON levels: node, slots, list) with nested settings; far below what would exhaust a
 * stack in a parser, a recursive check or the database's jsonb functions.
 */
export const MAX_JSON_DEPTH = 512;

/** Whether the JSON text nests deeper than `limit` (counted in one pass; brackets inside strings do not count). */
export function nestsDeeperThan(text: string, limit = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92) i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > limit) return true;
    } else if (c === 125 || c === 93) depth--;
  }
  return false;
}
