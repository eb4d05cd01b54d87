import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiRequestError, apiRequest } from '../../api/http';
import { getColleagues } from '../../api/calls';
import { getUsers, searchTasks } from '../../api/resources';
import type { SearchRequest } from '../../../model/api/schemas/common';
import type { Task } from '../../../model/api/schemas/tasks';
import type { User } from '../../../model/api/schemas/users';
import { useCurrentUser } from '../../auth';
import type { PlanningUser } from './load';

/**
 * Server data of the planning widgets, shared through TanStack Query: the users whose load is shown and the tasks
 * of a period. Listing users needs TENANT_ADMIN; without it planning shows the colleagues (GET /users/colleagues:
 * id, name, avatar, no configuration, so their load is measured against the default working hours) with the
 * caller itself as GET /users/me gives it (its own configuration).
 */
export const PLANNING_KEY = ['planning'] as const;
const USERS_PAGE = { size: 100, sort: 'displayName' };
const COLLEAGUES_PAGE = { size: 1000 };

async function colleaguesWithMe(): Promise<PlanningUser[]> {
  const [colleagues, me] = await Promise.all([getColleagues(COLLEAGUES_PAGE), apiRequest<User>('GET', '/users/me')]);
  return colleagues.elements.map((colleague) => (colleague.id === me.id ? me : colleague));
}

export function usePlanningUsers() {
  const me = useCurrentUser();
  return useQuery({
    queryKey: [...PLANNING_KEY, 'users', me?.id ?? null],
    enabled: !!me,
    queryFn: async (): Promise<PlanningUser[]> => {
      try {
        return (await getUsers(USERS_PAGE)).elements;
      } catch (error) {
        if (error instanceof ApiRequestError && error.status === 403) return colleaguesWithMe();
        throw error;
      }
    },
  });
}

/**
 * Tasks that start within [from, to) or repeat and started before `to` (their repetitions may fall inside), the
 * search: `start` between, optionally limited to users (`userIds` in).
 */
export function tasksInPeriod(from: number, to: number, userIds?: readonly string[]): SearchRequest {
  const period = {
    logicalOperator: 'or' as const,
    fieldSearches: [
      {
        logicalOperator: 'and' as const,
        fieldSearches: [
          { type: 'date' as const, fieldname: 'start', matcher: 'greaterThanOrEquals' as const, value: from },
          { type: 'date' as const, fieldname: 'start', matcher: 'lessThan' as const, value: to },
        ],
      },
      {
        logicalOperator: 'and' as const,
        fieldSearches: [
          { type: 'string' as const, fieldname: 'scheduling.recurrence.frequency', matcher: 'in' as const, value: ['daily', 'weekly', 'monthly'] },
          { type: 'date' as const, fieldname: 'start', matcher: 'lessThan' as const, value: to },
        ],
      },
    ],
  };
  const users = userIds?.length ? [{ type: 'id' as const, fieldname: 'userIds', matcher: 'in' as const, value: [...userIds] }] : [];
  return { logicalOperator: 'and', fieldSearches: [period, ...users], page: 1, size: 1000, sort: 'start' };
}

export function usePlanningTasks(from: number, to: number, enabled = true) {
  const me = useCurrentUser();
  return useQuery({
    queryKey: [...PLANNING_KEY, 'tasks', me?.id ?? null, from, to],
    enabled: enabled && !!me && Number.isFinite(from) && Number.isFinite(to),
    queryFn: async (): Promise<Task[]> => (await searchTasks(tasksInPeriod(from, to))).elements,
    // Moving to another period keeps the current view until the new tasks arrive.
    placeholderData: keepPreviousData,
  });
}

/** Reloads every planning widget's data (after a task was created or working hours changed). */
export function useReloadPlanning(): () => Promise<void> {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: PLANNING_KEY });
}
