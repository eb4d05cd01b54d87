/**
 * Page paths (content entry paths, matched by runtime/app/routeMatch): relative, '' is the start page;
 * segments of lower-case letters, digits, '-', '_' and '.', named parameters ':id', a final catch-all '*'.
 * Unique within the application (compared without surrounding slashes).
 */
export type PathError = 'pathInvalid' | 'pathTaken';

const SEGMENT = /^([a-z0-9][a-z0-9._-]*|:[a-zA-Z][a-zA-Z0-9_]*)$/;

/** Why a path cannot be used, or null. Nothing is silently corrected: the builder sees why '/Shop' is refused. */
export function validatePagePath(path: string, otherPaths: readonly string[]): PathError | null {
  if (path !== '') {
    const segments = path.split('/');
    const wellFormed = segments.every((segment, index) => SEGMENT.test(segment) || (segment === '*' && index === segments.length - 1));
    if (!wellFormed) return 'pathInvalid';
  }
  return otherPaths.includes(path) ? 'pathTaken' : null;
}

/** A lower-case path from a title: 'Über uns!' → 'ueber-uns'. */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `base`, or `base-2`, `base-3`, ... whichever is free. */
export function freePath(base: string, taken: readonly string[]): string {
  const start = base || 'seite';
  if (!taken.includes(start)) return start;
  let n = 2;
  while (taken.includes(`${start}-${n}`)) n++;
  return `${start}-${n}`;
}
