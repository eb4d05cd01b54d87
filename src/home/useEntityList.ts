import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../runtime/api/http';
import type { Page } from '../../model/api/schemas';
import { useCurrentUser } from '../../runtime/auth';

/** The newest 100 entries of a resource the logged-in user can see; cached per user. */
export function useEntityList<T>(resource: 'projects' | 'applications') {
  const user = useCurrentUser();
  return useQuery({
    queryKey: [resource, 'overview', user?.tenantId, user?.id],
    queryFn: ({ signal }) =>
      apiRequest<Page<T>>('GET', `/${resource}`, { query: { page: 1, size: 100, sort: '-createdAt' }, signal }),
    enabled: !!user,
  });
}
