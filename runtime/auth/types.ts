/** The logged-in user as the API returns it (CONTRACT.md, HTTP API: `GET /api/users/me`). */
export interface SessionUser {
  id: string;
  tenantId: string;
  displayName: string;
  primaryEmail: string;
  /** Permission names (spec 000 section 2); TENANT_ADMIN implies every permission. */
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
