import { apiRequest } from '../../api/http';
import { updateMyProfile } from '../../api/calls';
import { getUser, putUser } from '../../api/resources';
import type { User } from '../../../model/api/schemas/users';

export type ConfigurationEntry = User['configuration'][number];

/** A user to configure: the caller itself through GET /users/me (no admin rights needed), anybody else by id. */
export function loadConfiguredUser(userId: string, myId: string | undefined): Promise<User> {
  return !userId || userId === myId ? apiRequest<User>('GET', '/users/me') : getUser(userId);
}

/**
 * Stores a user's configuration: another user is put whole with the updated configuration (PUT /users/{id},
 * TENANT_ADMIN); the caller's own goes through PATCH /users/me, so an employee without administrator rights keeps
 * its own settings (working hours).
 */
export async function saveUserConfiguration(user: User, configuration: ConfigurationEntry[], myId: string | undefined): Promise<User> {
  if (user.id === myId) return updateMyProfile({ configuration });
  return putUser(user.id, { displayName: user.displayName, primaryEmail: user.primaryEmail, profile: user.profile ?? {}, configuration });
}
