/** Where a login leads when no (usable) `?redirect=` is given. */
export const DEFAULT_AFTER_LOGIN = '/editor';

/**
 * The page to return to after logging in. Only paths of this site are followed (`/editor/apps/1?page=x`);
 * anything else (`https://evil.example`, `//evil.example`, `/login`) falls back to the editor, so a crafted
 * link cannot send a user elsewhere after they entered their password.
 */
export function redirectTarget(search: string): string {
  const value = new URLSearchParams(search).get('redirect');
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return DEFAULT_AFTER_LOGIN;
  if (value === '/login' || value.startsWith('/login?') || value.startsWith('/login/')) return DEFAULT_AFTER_LOGIN;
  return value;
}

/** The login address that brings the user back to `location` afterwards. */
export function loginPath(location: { pathname: string; search: string; hash: string }): string {
  const back = `${location.pathname}${location.search}${location.hash}`;
  return `/login?${new URLSearchParams({ redirect: back }).toString()}`;
}
