import type { SessionUser } from './types';

/**
 * Whether a signed-in user holds every one of `required` (TENANT_ADMIN implies all). Restricting what a published
 * application shows (a page, an AuthorizedContainer) is about what staff and shoppers see; the API still decides
 * what each of them may read or change.
 */
export function holdsPermissions(user: Pick<SessionUser, 'permissions'> | null | undefined, required: readonly string[] | undefined): boolean {
  if (!user) return false;
  if (!required || required.length === 0) return true;
  const held = new Set(user.permissions);
  return held.has('TENANT_ADMIN') || required.every((permission) => held.has(permission));
}
