import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../runtime/api/http';
import { useCurrentUser } from '../../runtime/auth';

/** The list envelope of CONTRACT.md: `{elements, totalElements, page, size}`. */
export interface ListPage<T> {
  elements: T[];
  totalElements: number;
  page: number;
  size: number;
}

export interface ProjectSummary {
  id: string;
  name?: string;
}

export interface ApplicationSummary {
  id: string;
  projectId?: string;
  name?: string;
  domain?: string;
}

/** The newest 100 entries of a resource the logged-in user can see; cached per user. */
export function useEntityList<T>(resource: 'projects' | 'applications') {
  const user = useCurrentUser();
  return useQuery({
    queryKey: [resource, 'overview', user?.tenantId, user?.id],
    queryFn: ({ signal }) =>
      apiRequest<ListPage<T>>('GET', `/${resource}`, { query: { page: 1, size: 100, sort: '-createdAt' }, signal }),
    enabled: !!user,
  });
}
