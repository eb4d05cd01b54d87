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

/** The domain has an application, but it was never published (the server's code NOT_PUBLISHED). */
export class ApplicationNotPublishedError extends Error {
  constructor(readonly domain: string) {
    super(`The application of ${domain} is not published yet`);
    this.name = 'ApplicationNotPublishedError';
  }
}

/**
 * GET /api/applications/by-domain?domain=HOST (public): the newest published version. null when no application
 * has the domain; ApplicationNotPublishedError when it has one that was never published.
 */
export async function getApplicationByDomain(domain: string): Promise<StoredApplication | null> {
  requireParam(domain, 'domain', 'getApplicationByDomain');
  try {
    return await apiRequest<StoredApplication>('GET', '/applications/by-domain', { query: { domain }, auth: false });
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) {
      if (error.code === 'NOT_PUBLISHED') throw new ApplicationNotPublishedError(domain);
      return null;
    }
    throw error;
  }
}

/** GET /api/applications/{id} with the builder's token (the preview). */
export function getApplication(id: string): Promise<StoredApplication> {
  requireParam(id, 'id', 'getApplication');
  return apiRequest<StoredApplication>('GET', `/applications/${encodeURIComponent(id)}`);
}
