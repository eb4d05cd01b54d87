import { useEffect, useMemo, useState } from 'react';
import type { CompoundWidgetDocument, WidgetNode } from '../../model/document/types';
import { walkNodes } from '../../model/document/tree';
import type { WidgetRegistry } from '../registry/registry';

/** Every widget type in the trees (compound instances name their compound; its own tree is listed separately). */
export function widgetTypesOf(roots: readonly (WidgetNode | undefined)[]): Set<string> {
  const types = new Set<string>();
  for (const root of roots) {
    if (root) walkNodes(root, (node) => void types.add(node.type));
  }
  return types;
}

/**
 * Whether the code of all `types` is there; fetches what is missing (one parallel fetch). `types` should keep its
 * identity while it means the same set (a memo): a new set starts a new check.
 */
export function useWidgetCodeReady(registry: WidgetRegistry, types: ReadonlySet<string>): boolean {
  const missing = registry.codeMissing(types);
  const [loadedFor, setLoadedFor] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    if (!missing) return;
    let current = true;
    registry
      .preload(types)
      // a chunk that failed to load: the page shows, and each widget without code shows its own error
      .catch((error: unknown) => console.error('Loading widget code failed:', error))
      .then(() => current && setLoadedFor(types));
    return () => {
      current = false;
    };
  }, [registry, types, missing]);
  return !missing || loadedFor === types;
}

/**
 * The page to show: `page` once the code of all its widgets is there, until then the page shown before (null at
 * the start). Widget components are separate chunks (registry/lazyWidget.tsx) and a page downloads only its own;
 * fetching all of a page's widgets at once takes one round trip, where rendering first would discover them one
 * container level at a time. Keeping the previous page meanwhile means a link never flashes an empty screen.
 */
export function usePageWithCode<P>(
  registry: WidgetRegistry,
  page: P,
  roots: readonly (WidgetNode | undefined)[],
  compounds: Record<string, CompoundWidgetDocument> | undefined,
): P | null {
  // roots and compounds belong to the page (and its application): recomputed when the page changes
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const types = useMemo(() => widgetTypesOf([...roots, ...Object.values(compounds ?? {}).map((compound) => compound.widget)]), [page]);
  const ready = useWidgetCodeReady(registry, types);
  const [shown, setShown] = useState<P | null>(ready ? page : null);
  if (ready && shown !== page) setShown(page); // remembered for the next page's wait
  return ready ? page : shown;
}
