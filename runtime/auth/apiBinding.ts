import { apiConfig, configureApi } from '../api/http';
import type { StoredSession } from './types';

/**
 * Keeps runtime/api/http.ts in step with the session: while somebody is logged in every call carries their
 * token and tenant. The tenant that was configured before the login (a published application sets the tenant
 * of its domain for public reads) is put back on logout, so anonymous reads keep working and the next login
 * does not send the previous user's tenant.
 */
let tenantBeforeSession: string | null | undefined;
let sessionTenant: string | null = null;

export function applySessionToApi(session: StoredSession | null): void {
  if (session) {
    if (tenantBeforeSession === undefined) tenantBeforeSession = apiConfig().tenantId ?? null;
    sessionTenant = session.user.tenantId;
    configureApi({ token: session.token, tenantId: session.user.tenantId });
    return;
  }
  const patch: Parameters<typeof configureApi>[0] = { token: null };
  // Only undo our own tenant; a tenant somebody else configured meanwhile stays.
  if (tenantBeforeSession !== undefined && apiConfig().tenantId === sessionTenant) patch.tenantId = tenantBeforeSession;
  configureApi(patch);
  tenantBeforeSession = undefined;
  sessionTenant = null;
}
