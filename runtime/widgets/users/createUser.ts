import { ApiRequestError } from '../../api/http';
import { createUser, getRole, patchRole } from '../../api/resources';
import type { User } from '../../../model/api/schemas/users';

export interface NewUser {
  displayName: string;
  primaryEmail: string;
  password: string;
  roleIds: string[];
}

export type NewUserField = 'displayName' | 'primaryEmail' | 'password';
/** Message keys (users namespace) of what is wrong with the typed values, per field. */
export type NewUserErrors = Partial<Record<NewUserField, string>>;

/** The same rules as the server's (docs/api.md, Users): a name, an e-mail address, a password of 8 to 200 characters. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export function validateNewUser(user: NewUser): NewUserErrors {
  const errors: NewUserErrors = {};
  if (!user.displayName.trim()) errors.displayName = 'createUser.required';
  if (!user.primaryEmail.trim()) errors.primaryEmail = 'createUser.required';
  else if (!EMAIL.test(user.primaryEmail.trim())) errors.primaryEmail = 'createUser.invalidEmail';
  if (user.password.length < 8) errors.password = 'createUser.shortPassword';
  else if (user.password.length > 200) errors.password = 'createUser.longPassword';
  return errors;
}

/** Adds the user to a role; a concurrent change of the role (409) is read again and retried. */
async function addToRole(roleId: string, userId: string, attempts = 3): Promise<void> {
  const role = await getRole(roleId);
  if (role.userIds.includes(userId)) return;
  try {
    await patchRole(roleId, { userIds: [...role.userIds, userId] }, { ifMatch: role.version });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 409 && attempts > 1) return addToRole(roleId, userId, attempts - 1);
    throw error;
  }
}

export class RoleAssignmentError extends Error {
  constructor(readonly user: User, override readonly cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause));
    this.name = 'RoleAssignmentError';
  }
}

/**
 * POST /users with the password, then each chosen role gets the new user in its userIds. A role that cannot be
 * changed leaves the user created: RoleAssignmentError says so, with the user.
 */
export async function createUserWithRoles(input: NewUser): Promise<User> {
  const user = await createUser({ displayName: input.displayName.trim(), primaryEmail: input.primaryEmail.trim(), password: input.password });
  try {
    for (const roleId of input.roleIds) await addToRole(roleId, user.id);
  } catch (error) {
    throw new RoleAssignmentError(user, error);
  }
  return user;
}
