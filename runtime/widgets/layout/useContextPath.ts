import { useContextValue } from '../../sockets/hooks';

/** Reads inside an object along a dotted path ('order.items' → context order, then its items). */
export function readPath(value: unknown, path: readonly string[]): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * The value of a context variable named by a dotted path; subscribes to the root variable only, so other
 * context changes do not re-render the widget. An empty path reads nothing.
 */
export function useContextPath<T = unknown>(dottedPath: string | undefined): T | undefined {
  const [root = '', ...rest] = (dottedPath ?? '').trim().split('.');
  const value = useContextValue(root);
  return (root ? readPath(value, rest) : undefined) as T | undefined;
}
