import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors.js';

/**
 * Texts neither database can store, refused before any handler sees them: PostgreSQL rejects the NUL character in
 * `text` and `jsonb`, and `jsonb` rejects a lone UTF-16 surrogate (`"\ud800"`, valid JSON but no Unicode text).
 * Numbers beyond the double range (`1e400`) are refused too.
 * Checked in every path parameter, query parameter and body string (keys included) of /api routes, so each is a
 * 400 naming the field instead of a database error.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const problemOf = (text: string) => (text.includes('\u0000') ? 'must not contain the NUL character' : 'must be valid Unicode text (no lone surrogate)');

interface Frame {
  value: unknown;
  key: string;
  parent: Frame | null;
}

/** The dotted path of a frame, built only for the one that is reported. */
function pathOf(frame: Frame): string {
  const keys: string[] = [];
  for (let f: Frame | null = frame; f; f = f.parent) if (f.key !== '') keys.push(f.key);
  return keys.reverse().join('.');
}

/**
 * The dotted path and problem of the first unstorable text in `value` (walked without recursion and without
 * building a path per value, so a body of 20,000 widgets is checked in a few milliseconds), or null.
 */
export function findUnstorableText(value: unknown, base = ''): { field: string; message: string } | null {
  const stack: Frame[] = [{ value, key: base, parent: null }];
  while (stack.length > 0) {
    const frame = stack.pop()!;
    const node = frame.value;
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) return { field: pathOf(frame) || 'body', message: problemOf(node) };
    } else if (typeof node === 'number') {
      // JSON has no Infinity, but a literal beyond the double range (1e400) parses to it, and would be stored as null.
      if (!Number.isFinite(node)) return { field: pathOf(frame) || 'body', message: 'must be a finite number' };
    } else if (typeof node === 'object' && node !== null && !ArrayBuffer.isView(node)) {
      // (Binary bodies, the bytes of an upload, hold no text and are stored as bytes.)
      for (const key in node) {
        if (!Object.hasOwn(node, key)) continue;
        const child: Frame = { value: (node as Record<string, unknown>)[key], key, parent: frame };
        if (UNSTORABLE.test(key)) return { field: pathOf(child), message: `the key ${problemOf(key)}` };
        if (typeof child.value !== 'boolean' && child.value !== null) stack.push(child);
      }
    }
  }
  return null;
}

export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (!request.routeOptions.url?.startsWith('/api')) return;
    const problem = findUnstorableText(request.params) ?? findUnstorableText(request.query) ?? findUnstorableText(request.body);
    if (problem) throw invalidField(problem.field, problem.message);
  });
}
