/** The published versions of the opened application, newest first, with who published them (TanStack Query). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { searchApplicationVersions } from '../../runtime/api/resources';
import type { ApplicationVersion } from '../../model/api/schemas/versions';

export const versionsQueryKey = (applicationId: string) => ['editor', 'applicationversions', applicationId] as const;

/** The newest 100 versions; older ones stay on the server (rollback and restore work from the list shown). */
const HISTORY_SIZE = 100;

export function useVersions(applicationId: string, enabled = true) {
  return useQuery({
    queryKey: versionsQueryKey(applicationId),
    enabled: enabled && applicationId !== '',
    queryFn: async () => (await searchApplicationVersions(
      { fieldSearches: [{ type: 'foreignId', fieldname: 'applicationId', matcher: 'equals', value: applicationId }], sort: '-number', size: HISTORY_SIZE },
      { withReplacements: true },
    )).elements as ApplicationVersion[],
    staleTime: 10_000,
  });
}

/** After a publish or rollback: the list and the live marker show the new version. */
export function useRefreshVersions(applicationId: string): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: versionsQueryKey(applicationId) });
}

/** The display name of a user id that `withReplacements` replaced by the user object, else nothing. */
export function replacedUserName(by: unknown): string | null {
  return by && typeof by === 'object' && typeof (by as { displayName?: unknown }).displayName === 'string' ? (by as { displayName: string }).displayName : null;
}

/** The name of whoever published a version. */
export const publisherName = (version: ApplicationVersion): string | null => replacedUserName(version.publishedBy);
