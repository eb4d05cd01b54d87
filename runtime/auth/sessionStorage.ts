import type { SessionUser, StoredSession } from './types';

/**
 * The browser storage key of the session's user, shared by the web app and published applications. It holds no
 * token: a session stored by an older version (with its token) is read for the user only and rewritten without it.
 */
export const SESSION_STORAGE_KEY = 'baukasten.session';

function isUser(value: unknown): value is SessionUser {
  const user = value as SessionUser | null;
  return !!user && typeof user === 'object' && typeof user.id === 'string' && typeof user.tenantId === 'string';
}

/** Parses a stored session; anything malformed counts as no session rather than breaking the start. */
export function parseStoredSession(raw: string | null | undefined): StoredSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSession>;
    if (!isUser(value.user)) return null;
    const permissions = Array.isArray(value.user.permissions) ? value.user.permissions : [];
    return { user: { ...value.user, permissions } };
  } catch {
    return null;
  }
}

export function readStoredSession(): StoredSession | null {
  try {
    return parseStoredSession(globalThis.localStorage?.getItem(SESSION_STORAGE_KEY));
  } catch {
    return null; // storage unavailable (private mode): start logged out
  }
}

export function writeStoredSession(session: StoredSession | null): void {
  try {
    if (session) globalThis.localStorage?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    else globalThis.localStorage?.removeItem(SESSION_STORAGE_KEY);
  } catch {
    // not remembered; the session still lasts until the page is closed
  }
}
