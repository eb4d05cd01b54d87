import { create } from 'zustand';
import { ApiRequestError, apiRequest } from '../api/http';
import { applySessionToApi } from './apiBinding';
import { readStoredSession, SESSION_STORAGE_KEY, parseStoredSession, writeStoredSession } from './sessionStorage';
import type { LoginResponse, SessionUser, StoredSession } from './types';

export interface SessionState {
  token: string | null;
  user: SessionUser | null;
  /** POST /api/auth/login; on success the session is stored and every API call carries the token. */
  login(email: string, password: string): Promise<SessionUser>;
  /** POST /api/auth/logout (its failure does not keep anybody logged in), then forgets the session. */
  logout(): Promise<void>;
  /** GET /api/users/me: updates the user, or forgets the session when the server no longer accepts the token. */
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
  token: initial?.token ?? null,
  user: initial?.user ?? null,

  async login(email, password) {
    const response = await apiRequest<LoginResponse>('POST', '/auth/login', { body: { email, password }, auth: false });
    set({ token: response.token, user: response.user });
    return response.user;
  },

  async logout() {
    if (get().token) {
      try {
        await apiRequest<void>('POST', '/auth/logout');
      } catch {
        // the token may already be expired or the server unreachable; locally we log out regardless
      }
    }
    get().clear();
  },

  async refresh() {
    const token = get().token;
    if (!token) return null;
    try {
      const user = await apiRequest<SessionUser>('GET', '/users/me');
      if (get().token !== token) return get().user; // logged out or in again meanwhile: that result wins
      set({ user });
      return user;
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 401 && get().token === token) {
        get().clear();
        return null;
      }
      throw error;
    }
  },

  clear() {
    set({ token: null, user: null });
  },
}));

function currentSession(state: Pick<SessionState, 'token' | 'user'>): StoredSession | null {
  return state.token && state.user ? { token: state.token, user: state.user } : null;
}

applySessionToApi(currentSession(useSession.getState()));
useSession.subscribe((state, previous) => {
  if (state.token === previous.token && state.user === previous.user) return;
  const session = currentSession(state);
  writeStoredSession(session);
  applySessionToApi(session);
});

// A login or logout in another tab of the same site applies here too.
globalThis.addEventListener?.('storage', (event: StorageEvent) => {
  if (event.key !== SESSION_STORAGE_KEY && event.key !== null) return;
  const session = parseStoredSession(event.newValue);
  useSession.setState({ token: session?.token ?? null, user: session?.user ?? null });
});

/** The logged-in user, or null; re-renders only when the user changes. */
export function useCurrentUser(): SessionUser | null {
  return useSession((state) => state.user);
}
