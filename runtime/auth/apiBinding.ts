import { apiConfig, configureApi } from '../api/http';
import type { StoredSession } from './types';

/**
 * Keeps runtime/api/http.ts in step with the session: while somebody is logged in every call acts in their
 * tenant (the credential itself is the session cookie, which the browser sends). The tenant that was configured
 * before the login (a published application sets the tenant of its domain for public reads) is put back on
 * logout, so anonymous reads keep working and the next login does not send the previous user's tenant.
 */
let tenantBeforeSession: string | null | undefined;
let sessionTenant: string | null = null;

export function applySessionToApi(session: StoredSession | null): void {
  if (session) {
    if (tenantBeforeSession === undefined) tenantBeforeSession = apiConfig().tenantId ?? null;
    sessionTenant = session.user.tenantId;
    configureApi({ tenantId: session.user.tenantId });
    return;
  }
  // Only undo our own tenant; a tenant somebody else configured meanwhile stays.
  if (tenantBeforeSession !== undefined && apiConfig().tenantId === sessionTenant) configureApi({ tenantId: tenantBeforeSession });
  tenantBeforeSession = undefined;
  sessionTenant = null;
}
