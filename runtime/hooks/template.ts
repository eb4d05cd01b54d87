/**
 * Placeholders in texts and links: `{name}` or `${name}`, with dotted paths into objects (`{product.id}`).
 * Values come from a lookup (context variables, then route parameters); unknown names stay as written, so a
 * builder sees which placeholder did not resolve.
 */
const PLACEHOLDER = /\$?\{\s*([A-Za-z_][\w-]*(?:\.[\w-]+)*)\s*\}/g;

const NO_NAMES: string[] = [];

export function templateNames(template: string): string[] {
  if (!template.includes('{')) return NO_NAMES; // most texts: no placeholder, no regular expression
  const names = new Set<string>();
  for (const match of template.matchAll(PLACEHOLDER)) names.add(match[1].split('.')[0]);
  return [...names];
}

function readPath(value: unknown, path: string[]): unknown {
  let current = value;
  for (const part of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

export function fillTemplate(template: string, lookup: (name: string) => unknown, encode: (text: string) => string = (t) => t): string {
  return template.replace(PLACEHOLDER, (whole, path: string) => {
    const [root, ...rest] = path.split('.');
    const value = readPath(lookup(root), rest);
    if (value === undefined || value === null) return whole;
    return encode(typeof value === 'object' ? JSON.stringify(value) : String(value));
  });
}
