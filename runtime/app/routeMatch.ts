import type { ContentEntry } from '../../model/document/types';

/**
 * Matching a URL path to a content entry (each entry is matched by its path). Entry paths are relative ('' is the
 * start page) and may hold named parameters ('products/:id') and a final catch-all ('*'). The most specific entry
 * wins: more literal segments first, then document order.
 */
export interface EntryMatch {
  entry: ContentEntry;
  index: number;
  params: Record<string, string>;
}

const segments = (path: string) => path.split('/').filter(Boolean);

/** '/shop/products/' → 'shop/products' */
export function normalizePath(path: string): string {
  return segments(path.split(/[?#]/)[0]).join('/');
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // a malformed escape stays as typed
  }
}

function matchOne(pattern: string, parts: string[]): { params: Record<string, string>; literals: number } | null {
  const patternParts = segments(pattern);
  const params: Record<string, string> = {};
  let literals = 0;
  for (let i = 0; i < patternParts.length; i++) {
    const part = patternParts[i];
    if (part === '*' && i === patternParts.length - 1) {
      params['*'] = parts.slice(i).map(decode).join('/');
      return { params, literals };
    }
    if (i >= parts.length) return null;
    if (part.startsWith(':') && part.length > 1) params[part.slice(1)] = decode(parts[i]);
    else if (part === parts[i]) literals++;
    else return null;
  }
  return patternParts.length === parts.length ? { params, literals } : null;
}

export function matchContentEntry(entries: readonly ContentEntry[], path: string): EntryMatch | null {
  const parts = segments(normalizePath(path));
  let best: (EntryMatch & { literals: number }) | null = null;
  entries.forEach((entry, index) => {
    const match = matchOne(entry.path ?? '', parts);
    if (match && (!best || match.literals > best.literals)) best = { entry, index, params: match.params, literals: match.literals };
  });
  if (!best) return null;
  const { entry, index, params } = best;
  return { entry, index, params };
}
