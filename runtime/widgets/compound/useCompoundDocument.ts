/**
 * The compound document of an instance, fetched by id through TanStack Query (no copy is stored in the page):
 * saving the compound (which invalidates COMPOUND_QUERY_KEY) updates every instance in the editor and in
 * previews. A published application renders the copies its version was published with (pinnedCompounds.ts).
 *
 * All instances of one compound share one query observer per QueryClient instead of a `useQuery` each: a page
 * may hold hundreds of instances, and each observer (options defaulting, key hashing, result tracking, its
 * effects) costs every instance on the first render. The shared observer is subscribed while any instance is
 * mounted (so invalidation refetches it, and the first subscription fetches a missing or stale document
 * like `useQuery` on mount); each instance reads its result through `useSyncExternalStore`.
 */
import { useContext, useSyncExternalStore } from 'react';
import { notifyManager, QueryObserver, useQueryClient, type QueryClient, type QueryObserverResult } from '@tanstack/react-query';
import { getCompoundWidget } from '../../api/resources';
import { loadCompoundWidgetDocument } from '../../../migrations/load';
import type { CompoundWidgetDocument } from '../../../model/document/types';
import { FailureError } from '../../../model/result';
import { noSubscription, pinnedResult, PinnedCompoundsContext } from './pinnedCompounds';

export const COMPOUND_QUERY_KEY = 'compoundwidget';

export const compoundQueryKey = (compoundId: string) => [COMPOUND_QUERY_KEY, compoundId] as const;

export async function fetchCompoundDocument(compoundId: string): Promise<CompoundWidgetDocument> {
  const raw = await getCompoundWidget(compoundId);
  const result = loadCompoundWidgetDocument(raw);
  if (!result.ok) throw new FailureError(result);
  return result.value;
}

export type CompoundDocumentResult = QueryObserverResult<CompoundWidgetDocument, Error>;

interface SharedObserver {
  subscribe(listener: () => void): () => void;
  getSnapshot(): CompoundDocumentResult;
  /** Before the first instance subscribes: observe the cache's current query (the old one may have been collected). */
  refresh(): void;
}

const shared = new WeakMap<QueryClient, Map<string, SharedObserver>>();

function createSharedObserver(client: QueryClient, compoundId: string): SharedObserver {
  const observer = new QueryObserver<CompoundWidgetDocument, Error>(client, {
    queryKey: compoundQueryKey(compoundId),
    queryFn: () => fetchCompoundDocument(compoundId),
    staleTime: 30_000,
    retry: 1,
    // what an instance shows; background fetch flags would only re-render every instance for nothing
    notifyOnChangeProps: ['data', 'error', 'status'],
  });
  return {
    subscribe: (listener) => observer.subscribe(notifyManager.batchCalls(listener)),
    getSnapshot: () => observer.getCurrentResult(),
    refresh() {
      if (!observer.hasListeners() && client.getQueryCache().get(observer.options.queryHash!) !== observer.getCurrentQuery()) {
        observer.setOptions(observer.options);
      }
    },
  };
}

function sharedObserver(client: QueryClient, compoundId: string): SharedObserver {
  let byId = shared.get(client);
  if (!byId) shared.set(client, (byId = new Map()));
  let entry = byId.get(compoundId);
  if (!entry) byId.set(compoundId, (entry = createSharedObserver(client, compoundId)));
  return entry;
}

/** The pinned copy when the published application provides one (pinnedCompounds.ts), else the current compound. */
export function useCompoundDocument(compoundId: string): CompoundDocumentResult {
  const pinned = useContext(PinnedCompoundsContext)?.[compoundId];
  const entry = sharedObserver(useQueryClient(), compoundId);
  if (!pinned) entry.refresh();
  return useSyncExternalStore(
    pinned ? noSubscription : entry.subscribe,
    pinned ? () => pinnedResult(pinned) : entry.getSnapshot,
  );
}
