/** The open publish requests of the opened application, oldest first, with who asked (TanStack Query). */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { searchPublishRequests } from '../../runtime/api/resources';
import type { PublishRequest } from '../../model/api/schemas/publishRequests';

export const publishRequestsQueryKey = (applicationId: string) => ['editor', 'publishrequests', applicationId] as const;

export function useOpenPublishRequests(applicationId: string) {
  return useQuery({
    queryKey: publishRequestsQueryKey(applicationId),
    enabled: applicationId !== '',
    queryFn: async () => (await searchPublishRequests({
      fieldSearches: [
        { type: 'foreignId', fieldname: 'applicationId', matcher: 'equals', value: applicationId },
        { type: 'string', fieldname: 'state', matcher: 'equals', value: 'open', caseSensitive: true },
      ],
      sort: 'requestedAt', size: 50,
    }, { withReplacements: true })).elements as PublishRequest[],
    staleTime: 10_000,
  });
}

export function useRefreshPublishRequests(applicationId: string): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: publishRequestsQueryKey(applicationId) });
}
