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

/** What survives a reload: the bearer token and the user it belongs to. */
export interface StoredSession {
  token: string;
  user: SessionUser;
}

/** `POST /api/auth/login` answers with a token and the user. */
export type LoginResponse = StoredSession;
