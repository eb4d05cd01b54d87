import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { invalidField } from '../http/errors.js';
import { normalizeDomain } from '../resources/definitions/documents.js';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The page a mailed link leads to (a reset form, a confirmation banner). It must be on a host of this tenant: a
 * domain of one of its applications, or the local machine. Otherwise anyone could ask for a reset mail to a
 * victim whose link carries the token to a host of their choosing. (The request's Host header does not count:
 * a caller sets it at will.)
 */
export async function checkedLinkTarget(db: Database, tenantId: string, redirectUrl: string, field: string): Promise<URL> {
  let url: URL;
  try {
    url = new URL(redirectUrl);
  } catch {
    throw invalidField(field, 'must be an absolute http(s) address');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidField(field, 'must be an absolute http(s) address');
  const host = url.hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host)) return url;
  const rows = await db.rows(sql`
    SELECT 1 FROM entities WHERE tenant_id = ${tenantId} AND resource = 'applications' AND data->>'domain' = ${normalizeDomain(host)} LIMIT 1`);
  if (rows.length === 0) throw invalidField(field, 'must lead to a domain of one of this tenant\'s applications');
  return url;
}

/** The link of the mail: the target page with the token as a query parameter (`resetToken`, `verificationToken`). */
export function linkWithToken(target: URL, parameter: string, token: string): string {
  const link = new URL(target);
  link.searchParams.set(parameter, token);
  return link.toString();
}
