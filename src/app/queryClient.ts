import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../../runtime/api/http';
import { useSession } from '../../runtime/auth';

/** Client errors (bad input, no permission, not found) will not change on a retry; server hiccups might. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    // A 401 means the token ended (expired, logged out elsewhere): re-check it, which logs out when it is gone.
    queryCache: new QueryCache({
      onError: (error) => {
        if (error instanceof ApiRequestError && error.status === 401) void useSession.getState().refresh().catch(() => {});
      },
    }),
    defaultOptions: { queries: { retry: shouldRetry, staleTime: 30_000, refetchOnWindowFocus: false } },
  });
}
