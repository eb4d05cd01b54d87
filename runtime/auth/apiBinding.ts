import { apiConfig, configureApi } from '../api/http';
import { getTenantSettings } from '../api/tenant';
import type { StoredSession } from './types';

/**
 * Keeps runtime/api/http.ts in step with the session: while somebody is logged in every call acts in their
 * tenant (the credential itself is the session cookie, which the browser sends) and for its reseller (read once
 * per session from GET /api/tenant; a reseller a published application configured first stays). What was
 * configured before the login (a published application sets the tenant and reseller of its domain for public
 * reads) is put back on logout, so anonymous reads keep working and the next login does not send the previous
 * user's tenant or reseller.
 */
let before: { tenantId: string | null; resellerId: string | null } | undefined;
let sessionTenant: string | null = null;
let sessionReseller: string | null = null;

function loadSessionReseller(tenantId: string): void {
  getTenantSettings().then((tenant) => {
    if (sessionTenant !== tenantId || tenant.id !== tenantId || !tenant.resellerId) return;
    sessionReseller = tenant.resellerId;
    if (!apiConfig().resellerId) configureApi({ resellerId: tenant.resellerId });
  }, () => {
    // No answer (offline, session ended meanwhile): calls go without a reseller, as before the login.
  });
}

export function applySessionToApi(session: StoredSession | null): void {
  if (session) {
    before ??= { tenantId: apiConfig().tenantId ?? null, resellerId: apiConfig().resellerId ?? null };
    const changed = sessionTenant !== session.user.tenantId;
    sessionTenant = session.user.tenantId;
    configureApi({ tenantId: session.user.tenantId });
    if (changed) loadSessionReseller(session.user.tenantId);
    return;
  }
  // Only undo our own settings; what somebody else configured meanwhile stays.
  if (before && apiConfig().tenantId === sessionTenant) configureApi({ tenantId: before.tenantId });
  if (before && sessionReseller && apiConfig().resellerId === sessionReseller) configureApi({ resellerId: before.resellerId });
  before = undefined;
  sessionTenant = null;
  sessionReseller = null;
}
