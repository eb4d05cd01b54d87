import type { FastifyRequest } from 'fastify';
import { hasPermission } from '../../auth/context.js';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../http/errors.js';
import type { Scope } from './store.js';
import type { CallContext, ResourceDefinition } from './types.js';

/**
 * The call context of a resource request: tenant from the auth hook, and for owner-scoped resources (carts,
 * orders) the user id the caller is limited to when it lacks the permissions that show everything.
 */
export function callContext(db: Database, request: FastifyRequest, def: ResourceDefinition, mode: 'read' | 'write'): CallContext {
  const tenantId = request.tenantId;
  // The auth hook guarantees a tenant on every route that reaches a resource handler.
  if (!tenantId) throw unauthorized('No tenant for this call');
  let ownerId: string | null = null;
  if (def.owner) {
    const all = mode === 'read' ? def.owner.readAll : def.owner.writeAll;
    if (!hasPermission(request.auth, all)) {
      if (!request.auth) throw unauthorized();
      ownerId = request.auth.userId;
    }
  }
  return { db, request, tenantId, auth: request.auth, ownerId };
}

export function scopeOf(ctx: CallContext, def: ResourceDefinition): Scope {
  return {
    tenantId: ctx.tenantId,
    resource: def.name,
    owner: def.owner && ctx.ownerId ? { field: def.owner.field, userId: ctx.ownerId } : null,
    visible: def.visibleTo ? def.visibleTo(ctx) : null,
  };
}
