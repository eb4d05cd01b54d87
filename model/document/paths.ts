/**
 * Dotted paths into a document (`content.0.widget.slots.children.2`), the format every problem the load pipeline,
 * the structure checks and the migrations report names its place in. Empty parts are left out, so '' is the root.
 */
export function joinPath(base: string, ...parts: (string | number)[]): string {
  return [base, ...parts].filter((part) => part !== '').join('.');
}
