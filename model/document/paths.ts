/**
 * Dotted paths into a document (`content.0.widget.slots.children.2`), the format every problem the load pipeline,
 * the structure checks and the migrations report names its place in. Empty parts are left out, so '' is the root.
 */
export function joinPath(base: string, ...parts: (string | number)[]): string {
  // a loop, not filter + join: the structure check joins a path for every node of a page (thousands)
  let path = base;
  for (const part of parts) {
    if (part === '') continue;
    path = path === '' ? String(part) : `${path}.${part}`;
  }
  return path;
}
