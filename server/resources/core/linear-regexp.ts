import type { RegExpEngine } from 'ajv/dist/types/index.js';
import { RE2JS } from 're2js';

/**
 * The regular expression engine of user-supplied JSON Schemas (`pattern`, `patternProperties`): RE2 semantics in
 * pure JavaScript, whose matching time grows linearly with the text. JavaScript's own engine backtracks, so a data
 * type with `"pattern": "^(a+)+$"` made every record write take seconds per few characters. RE2 has no
 * lookaround and no backreferences; a pattern that uses them does not compile, so its schema is a 400.
 */
export const linearRegExp: RegExpEngine = Object.assign(
  (pattern: string) => {
    const compiled = RE2JS.compile(RE2JS.translateRegExp(pattern));
    return { test: (text: string) => compiled.matcher(text).find() };
  },
  // Only used by Ajv's standalone code generation, which the server does not use.
  { code: 'linearRegExp' },
);
