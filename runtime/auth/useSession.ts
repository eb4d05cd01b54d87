import { create } from 'zustand';
import { ApiRequestError, apiRequest } from '../api/http';
import { applySessionToApi } from './apiBinding';
import { readStoredSession, SESSION_STORAGE_KEY, parseStoredSession, writeStoredSession } from './sessionStorage';
import type { LoginResponse, SessionUser, StoredSession } from './types';

export interface SessionState {
  user: SessionUser | null;
  /**
   * POST /api/auth/login. The server sets the HttpOnly session cookie that authenticates every later call; the
   * token of the answer is not kept anywhere a script could read it (docs/security.md).
   */
  login(email: string, password: string): Promise<SessionUser>;
  /** POST /api/auth/logout (ends the token, clears the cookie; its failure does not keep anybody logged in). */
  logout(): Promise<void>;
  /** GET /api/users/me: updates the user, or forgets the session when the server no longer accepts it. */
  refresh(): Promise<SessionUser | null>;
  /** Forgets the session locally without telling the server. */
  clear(): void;
}

const initial = readStoredSession();

/**
 * The session of the web app and of published applications (widgets read the logged-in user from here).
 * Plain zustand without UI imports so the runtime can use it everywhere.
 */
export const useSession = create<SessionState>()((set, get) => ({
  user: initial?.user ?? null,

  async login(email, password) {
    const response = await apiRequest<LoginResponse>('POST', '/auth/login', { body: { email, password }, auth: false });
    set({ user: response.user });
    return response.user;
  },

  async logout() {
    if (get().user) {
      try {
        await apiRequest<void>('POST', '/auth/logout');
      } catch {
        // the session may already be expired or the server unreachable; locally we log out regardless
      }
    }
    get().clear();
  },

  async refresh() {
    const before = get().user;
    if (!before) return null;
    try {
      const user = await apiRequest<SessionUser>('GET', '/users/me');
      if (get().user !== before) return get().user; // logged out or in again meanwhile: that result wins
      set({ user });
      return user;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401 && get().user === before) {
        get().clear();
        return null;
      }
      throw error;
    }
  },

  clear() {
    set({ user: null });
  },
}));

const currentSession = (state: Pick<SessionState, 'user'>): StoredSession | null => (state.user ? { user: state.user } : null);

// A session stored with its token by an older version is rewritten without it right away.
writeStoredSession(currentSession(useSession.getState()));
applySessionToApi(currentSession(useSession.getState()));
useSession.subscribe((state, previous) => {
  if (state.user === previous.user) return;
  const session = currentSession(state);
  writeStoredSession(session);
  applySessionToApi(session);
});

// A login or logout in another tab of the same site applies here too.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  const session = parseStoredSession(event.newValue);
  useSession.setState({ user: session?.user ?? null });
});

/** The logged-in user, or null; re-renders only when the user changes. */
export function useCurrentUser(): SessionUser | null {
  return useSession((state) => state.user);
}
