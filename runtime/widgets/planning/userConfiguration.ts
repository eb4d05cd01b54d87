import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCurrentUser } from '../../auth';
import type { User } from '../../../model/api/schemas/users';
import { loadConfiguredUser, saveUserConfiguration } from '../users/saveConfiguration';
import { PLANNING_KEY } from './planningData';
import { withWorkingHours } from './load';

/**
 * The user whose working hours are configured: the caller itself through GET /users/me (needs no admin rights),
 * anybody else through GET /users/{id}. Saving puts the user with the updated configuration (PUT /users/{id}), then
 * reloads the user and every planning view. Their own hours go through PATCH /users/me, so an employee without
 * administrator rights can keep them.
 */
export function useConfiguredUser(userId: string, myId: string | undefined) {
  const self = !userId || userId === myId;
  return useQuery({
    queryKey: [...PLANNING_KEY, 'user', self ? 'me' : userId, myId ?? null],
    enabled: !!myId,
    queryFn: () => loadConfiguredUser(userId, myId),
  });
}

export function useSaveWorkingHours(): (user: User, hours: number) => Promise<void> {
  const client = useQueryClient();
  const me = useCurrentUser();
  return async (user, hours) => {
    await saveUserConfiguration(user, withWorkingHours(user.configuration, hours), me?.id);
    await client.invalidateQueries({ queryKey: PLANNING_KEY });
  };
}
