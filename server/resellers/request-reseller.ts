import type { FastifyRequest } from 'fastify';
import { isResellerId } from '../../model/api/schemas/resellers.js';
import { headerValue } from '../auth/bearer.js';
import type { Database } from '../db/client.js';
import { freshRead } from '../db/fresh-reads.js';
import { ApiError } from '../http/errors.js';
import { resellerBelongsToTenant } from './belongs.js';

export const RESELLER_HEADER = 'X-Reseller-Id';

/** Concurrent calls with the same tenant and reseller share the check (each still sees every committed write). */
const belongs = (db: Database, tenantId: string, resellerId: string) =>
  freshRead(db, JSON.stringify(['reseller', tenantId, resellerId]), () => resellerBelongsToTenant(db, tenantId, resellerId));

/**
 * The reseller a call acts for: the X-Reseller-Id header, checked against the call's tenant. A malformed id is a
 * 400 naming the header; an id that does not belong to the tenant is a 403, as a tenant header naming another
 * tenant is. Calls without a tenant (login, runtime configuration, the domain lookup) have nothing to check it
 * against and act for no reseller.
 */
export async function requestReseller(db: Database, request: FastifyRequest): Promise<string | null> {
  const sent = headerValue(request, RESELLER_HEADER);
  if (!sent) return null;
  if (!isResellerId(sent)) {
    throw new ApiError(400, 'VALIDATION_FAILED', `${RESELLER_HEADER}: must be a reseller id`, [
      { field: RESELLER_HEADER, message: 'must be 1 to 64 letters, digits, ".", "_" or "-"' },
    ]);
  }
  if (!request.tenantId) return null;
  if (!(await belongs(db, request.tenantId, sent))) {
    throw new ApiError(403, 'FORBIDDEN', `${RESELLER_HEADER} names a reseller that does not belong to the tenant`, [
      { field: RESELLER_HEADER, message: 'does not belong to the tenant' },
    ]);
  }
  return sent;
}
