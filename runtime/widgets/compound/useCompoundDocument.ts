/**
 * The compound document of an instance, fetched by id through TanStack Query (no copy is stored in the page):
 * every instance of one compound shares the query, and saving the compound (which invalidates
 * COMPOUND_QUERY_KEY) updates them all, in the editor and in published applications.
 */
import { useQuery } from '@tanstack/react-query';
import { getCompoundWidget } from '../../api/resources';
import { loadCompoundWidgetDocument } from '../../document/load';
import type { CompoundWidgetDocument } from '../../document/types';

export const COMPOUND_QUERY_KEY = 'compoundwidget';

export const compoundQueryKey = (compoundId: string) => [COMPOUND_QUERY_KEY, compoundId] as const;

export async function fetchCompoundDocument(compoundId: string): Promise<CompoundWidgetDocument> {
  const raw = await getCompoundWidget(compoundId);
  const result = loadCompoundWidgetDocument(raw);
  if (!result.ok) throw new Error(`${result.error.message}${result.error.path ? ` (${result.error.path})` : ''}`);
  return result.value;
}

export function useCompoundDocument(compoundId: string) {
  return useQuery({ queryKey: compoundQueryKey(compoundId), queryFn: () => fetchCompoundDocument(compoundId), staleTime: 30_000, retry: 1 });
}
