import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { ContentEntry, WidgetNode } from '../../model/document/types';
import { matchContentEntry, normalizePath, type EntryMatch } from './routeMatch';

/**
 * Nested pages through the RouterOutlet widget ("Router outlet shows child page content"). A content entry whose tree
 * holds a RouterOutlet is a layout for the entries whose paths extend its own: for the URL `shop/products/7` with
 * entries `shop` (with an outlet) and `shop/products/:id`, the shell renders `shop` and its outlet renders
 * `shop/products/:id`. Each level is its own page (own widgets, sockets, context).
 */
export const ROUTER_OUTLET_TYPE = 'RouterOutlet';

function hasOutlet(node: WidgetNode): boolean {
  const pending = [node];
  while (pending.length) {
    const current = pending.pop()!;
    if (current.type === ROUTER_OUTLET_TYPE) return true;
    for (const children of Object.values(current.slots ?? {})) pending.push(...(children ?? []));
  }
  return false;
}

/**
 * The pages to render for a URL, outermost first: every entry with an outlet whose path matches a leading part
 * of the URL (shorter paths first), then the entry matching the whole URL. Without layouts: just that entry.
 */
export function outletChain(entries: readonly ContentEntry[], target: EntryMatch, path: string): EntryMatch[] {
  const parts = normalizePath(path).split('/').filter(Boolean);
  const layouts: EntryMatch[] = [];
  for (let length = 0; length < parts.length; length++) {
    const prefix = parts.slice(0, length).join('/');
    const candidates = entries.filter((entry) => entry !== target.entry && (entry.path ?? '').split('/').filter(Boolean).length === length && hasOutlet(entry.widget));
    const match = matchContentEntry(candidates, prefix);
    if (match) layouts.push({ ...match, index: entries.indexOf(match.entry) });
  }
  return [...layouts, target];
}

interface OutletValue {
  /** What the RouterOutlet of the current page shows: the next page of the chain, or null at its end. */
  next: ReactNode;
}

const OutletContext = createContext<OutletValue | null>(null);

/** The child page a RouterOutlet shows; null outside an application shell or when there is none. */
export function useOutletContent(): ReactNode {
  return useContext(OutletContext)?.next ?? null;
}

/** Renders page `depth` of the chain and lets its RouterOutlet render the page after it. */
export function OutletLevel({ chain, depth, renderPage }: { chain: readonly EntryMatch[]; depth: number; renderPage(match: EntryMatch): ReactNode }) {
  const value = useMemo<OutletValue>(
    () => ({ next: depth + 1 < chain.length ? <OutletLevel chain={chain} depth={depth + 1} renderPage={renderPage} /> : null }),
    [chain, depth, renderPage],
  );
  return <OutletContext.Provider value={value}>{renderPage(chain[depth])}</OutletContext.Provider>;
}
