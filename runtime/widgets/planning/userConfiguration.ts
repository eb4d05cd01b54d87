import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/http';
import { updateMyProfile } from '../../api/calls';
import { getUser, putUser } from '../../api/resources';
import { useCurrentUser } from '../../auth';
import type { User } from '../../../model/api/schemas/users';
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
    queryFn: () => (self ? apiRequest<User>('GET', '/users/me') : getUser(userId)),
  });
}

export function useSaveWorkingHours(): (user: User, hours: number) => Promise<void> {
  const client = useQueryClient();
  const me = useCurrentUser();
  return async (user, hours) => {
    if (user.id === me?.id) await updateMyProfile({ configuration: withWorkingHours(user.configuration, hours) });
    else await putUser(user.id, {
      displayName: user.displayName,
      primaryEmail: user.primaryEmail,
      profile: user.profile ?? {},
      configuration: withWorkingHours(user.configuration, hours),
    });
    await client.invalidateQueries({ queryKey: PLANNING_KEY });
  };
}
