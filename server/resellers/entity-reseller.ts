import { hasPermission } from '../auth/context.js';
import { ApiError } from '../http/errors.js';
import type { WriteHookArgs } from '../resources/core/types.js';
import { resellerBelongsToTenant, tenantReseller } from './belongs.js';

/**
 * The `resellerId` field of applications and orders (docs/api.md, Resellers). Both run as part of the resource's
 * prepare hook, inside the write's transaction.
 */
const refused = (message: string) => new ApiError(403, 'FORBIDDEN', `resellerId: ${message}`, [{ field: 'resellerId', message }]);

function sentInBody(body: Record<string, unknown>): boolean {
  return Object.prototype.hasOwnProperty.call(body, 'resellerId');
}

function keep(data: Record<string, unknown>, value: unknown): Record<string, unknown> {
  const { resellerId: _dropped, ...rest } = data;
  return value === undefined || value === null ? rest : { ...rest, resellerId: value };
}

/**
 * An application's reseller is the tenant administrator's to choose. Anybody else keeps the stored one (a PUT
 * without the field keeps it; naming another one or null is a 403) and may create an application only with a
 * reseller that already belongs to the tenant (a copy or an import of one of its applications).
 */
export async function applicationReseller(data: Record<string, unknown>, { ctx, tx, existing, body }: WriteHookArgs): Promise<Record<string, unknown>> {
  if (hasPermission(ctx.auth, 'TENANT_ADMIN')) return data;
  const wanted = data.resellerId;
  if (existing) {
    if (sentInBody(body) && (wanted ?? null) !== (existing.resellerId ?? null)) {
      throw refused('only a tenant administrator changes the reseller of an application');
    }
    return keep(data, existing.resellerId);
  }
  if (typeof wanted === 'string' && !(await resellerBelongsToTenant(ctx.db, ctx.tenantId, wanted, tx))) {
    throw refused('does not belong to the tenant; only a tenant administrator adds a reseller');
  }
  return data;
}

/**
 * The reseller an order was placed through: the one the body names (it must belong to the tenant), else the one
 * stored before, else the call's X-Reseller-Id, else the tenant's own reseller.
 */
export async function orderReseller(data: Record<string, unknown>, { ctx, tx, existing }: WriteHookArgs): Promise<Record<string, unknown>> {
  const wanted = data.resellerId;
  if (typeof wanted === 'string') {
    if (wanted !== existing?.resellerId && !(await resellerBelongsToTenant(ctx.db, ctx.tenantId, wanted, tx))) {
      throw refused('does not belong to the tenant');
    }
    return data;
  }
  const resellerId = existing?.resellerId ?? ctx.request.resellerId ?? (await tenantReseller(ctx.db, ctx.tenantId, tx));
  return keep(data, resellerId);
}
