import type { FastifyInstance } from 'fastify';
import { invalidField } from './errors.js';

/**
 * Texts neither database can store, refused before any handler sees them: PostgreSQL rejects the NUL character in
 * `text` and `jsonb`, and `jsonb` rejects a lone UTF-16 surrogate (`"\ud800"`, valid JSON but no Unicode text).
 * Checked in every path parameter, query parameter and body string (keys included) of /api routes, so each is a
 * 400 naming the field instead of a database error.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

const problemOf = (text: string) => (text.includes('\u0000') ? 'must not contain the NUL character' : 'must be valid Unicode text (no lone surrogate)');

/** The dotted path and problem of the first unstorable text in `value` (walked without recursion), or null. */
export function findUnstorableText(value: unknown, base = ''): { field: string; message: string } | null {
  const stack: [unknown, string][] = [[value, base]];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (UNSTORABLE.test(node)) return { field: path || 'body', message: problemOf(node) };
    } else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        const childPath = path ? `${path}.${key}` : key;
        if (UNSTORABLE.test(key)) return { field: childPath, message: `the key ${problemOf(key)}` };
        stack.push([child, childPath]);
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
