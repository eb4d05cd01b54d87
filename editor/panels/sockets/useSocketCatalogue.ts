/**
 * The socket catalogue of one page for the sockets panel: the registry's sockets plus the root sockets of the
 * compound instances on the page. The compound documents are read through the same TanStack Query entries the
 * instances render from (compoundQueryKey), so they are fetched once and a saved compound updates the panel too.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { CompoundWidgetDocument, WidgetNode } from '../../../model/document/types';
import type { WidgetRegistry } from '../../../runtime/registry/registry';
import { compoundQueryKey, fetchCompoundDocument } from '../../../runtime/widgets/compound/useCompoundDocument';
import { createSocketCatalogue, instanceCompoundId, type SocketCatalogue } from './socketCatalogue';

export type CompoundStatus = 'pending' | 'error' | 'success';

export interface PageSockets {
  catalogue: SocketCatalogue;
  /** How fetching an instance's compound went (for a message while its sockets are unknown). */
  compoundStatus(compoundId: string): CompoundStatus | undefined;
}

/** `ids`: the compounds the page's instances show (`pageCompoundIds`). */
export function useSocketCatalogue(ids: readonly string[], registry: WidgetRegistry): PageSockets {
  const client = useQueryClient();
  const results = useQueries({
    queries: ids.map((id) => ({ queryKey: compoundQueryKey(id), queryFn: () => fetchCompoundDocument(id), staleTime: 30_000, retry: 1 })),
  });
  const status = new Map(ids.map((id, i) => [id, results[i].status]));
  // Nested compounds (an instance inside a compound) come from the cache when their instance rendered them.
  const compoundOf = (id: string) => client.getQueryData<CompoundWidgetDocument>(compoundQueryKey(id));
  return { catalogue: createSocketCatalogue(registry, compoundOf), compoundStatus: (id) => status.get(id) };
}

const NONE: readonly string[] = Object.freeze([]);
const subtreeIds = new WeakMap<WidgetRegistry, WeakMap<WidgetNode, readonly string[]>>();

/**
 * The compounds the instances in `node`'s subtree show, each once, in tree order. Remembered per node: nodes are
 * immutable and an edit replaces only the path to the edited node, so after a keystroke this looks at that path's
 * nodes and their children instead of the whole page (it runs in a store selector, on every edit).
 */
export function pageCompoundIds(node: WidgetNode, registry: WidgetRegistry): readonly string[] {
  let known = subtreeIds.get(registry);
  if (!known) subtreeIds.set(registry, (known = new WeakMap()));
  return compoundIdsIn(node, registry, known);
}

function compoundIdsIn(node: WidgetNode, registry: WidgetRegistry, known: WeakMap<WidgetNode, readonly string[]>): readonly string[] {
  const cached = known.get(node);
  if (cached) return cached;
  const own = registry.get(node.type)?.dynamicSockets ? instanceCompoundId(node) : undefined;
  let ids: Set<string> | null = own ? new Set([own]) : null;
  for (const children of Object.values(node.slots ?? {})) {
    for (const child of children) {
      for (const id of compoundIdsIn(child, registry, known)) (ids ??= new Set()).add(id);
    }
  }
  const result = ids ? Object.freeze([...ids]) : NONE;
  known.set(node, result);
  return result;
}
