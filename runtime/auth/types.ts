/** The logged-in user as the API returns it (`GET /api/users/me`, docs/api.md). */
export interface SessionUser {
  id: string;
  tenantId: string;
  displayName: string;
  primaryEmail: string;
  /** Permission names; TENANT_ADMIN implies every permission. */
  permissions: string[];
  [field: string]: unknown;
}

/**
 * What survives a reload: who is logged in, never a credential. The credential is the HttpOnly session cookie
 * the login sets (docs/security.md), which no script can read.
 */
export interface StoredSession {
  user: SessionUser;
}

/** `POST /api/auth/login` answers with a token (for API clients) and the user. */
export interface LoginResponse {
  token: string;
  user: SessionUser;
}
