export { useSession, useCurrentUser, type SessionState } from './useSession';
export { SESSION_STORAGE_KEY } from './sessionStorage';
export type { SessionUser, StoredSession, LoginResponse } from './types';
export { holdsPermissions } from './permissions';
