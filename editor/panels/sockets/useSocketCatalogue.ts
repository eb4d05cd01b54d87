/**
 * The socket catalogue of one page for the sockets panel: the registry's sockets plus the root sockets of the
 * compound instances on the page. The compound documents are read through the same TanStack Query entries the
 * instances render from (compoundQueryKey), so they are fetched once and a saved compound updates the panel too.
 */
import { useQueries, useQueryClient } from '@tanstack/react-query';
import type { CompoundWidgetDocument, ContentEntry } from '../../../model/document/types';
import type { WidgetRegistry } from '../../../runtime/registry/registry';
import { compoundQueryKey, fetchCompoundDocument } from '../../../runtime/widgets/compound/useCompoundDocument';
import { createSocketCatalogue, instanceCompoundId, type SocketCatalogue } from './socketCatalogue';
import { pageWidgets } from './socketModel';

export type CompoundStatus = 'pending' | 'error' | 'success';

export interface PageSockets {
  catalogue: SocketCatalogue;
  /** How fetching an instance's compound went (for a message while its sockets are unknown). */
  compoundStatus(compoundId: string): CompoundStatus | undefined;
}

export function useSocketCatalogue(entry: ContentEntry | undefined, registry: WidgetRegistry): PageSockets {
  const client = useQueryClient();
  const ids = entry ? compoundIdsOf(entry, registry) : [];
  const results = useQueries({
    queries: ids.map((id) => ({ queryKey: compoundQueryKey(id), queryFn: () => fetchCompoundDocument(id), staleTime: 30_000, retry: 1 })),
  });
  const status = new Map(ids.map((id, i) => [id, results[i].status]));
  // Nested compounds (an instance inside a compound) come from the cache when their instance rendered them.
  const compoundOf = (id: string) => client.getQueryData<CompoundWidgetDocument>(compoundQueryKey(id));
  return { catalogue: createSocketCatalogue(registry, compoundOf), compoundStatus: (id) => status.get(id) };
}

/** The compounds the page's instances show, each once. */
function compoundIdsOf(entry: ContentEntry, registry: WidgetRegistry): string[] {
  const ids = new Set<string>();
  for (const node of pageWidgets(entry.widget)) {
    const id = registry.get(node.type)?.dynamicSockets ? instanceCompoundId(node) : undefined;
    if (id) ids.add(id);
  }
  return [...ids];
}
