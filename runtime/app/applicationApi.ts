import { apiRequest, ApiRequestError, requireParam } from '../api/http';

/**
 * The two application reads the shell needs. (Kept here until runtime/api offers typed application calls;
 * they go through the same apiRequest, so tenant, token and translate handling are identical.)
 */
export interface StoredApplication {
  id: string;
  tenantId?: string;
  [field: string]: unknown;
}

/** GET /api/applications/by-domain?domain=HOST (public). null when no application is published there. */
export async function getApplicationByDomain(domain: string): Promise<StoredApplication | null> {
  requireParam(domain, 'domain', 'getApplicationByDomain');
  try {
    return await apiRequest<StoredApplication>('GET', '/applications/by-domain', { query: { domain }, auth: false });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}

/** GET /api/applications/{id} with the builder's token (the preview). */
export function getApplication(id: string): Promise<StoredApplication> {
  requireParam(id, 'id', 'getApplication');
  return apiRequest<StoredApplication>('GET', `/applications/${encodeURIComponent(id)}`);
}
