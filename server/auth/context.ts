import type {} from 'fastify';
import { grants } from '../../model/resources/access.js';
import type { ResourceAccessRule } from '../../model/resources/descriptors.js';

/**
 * Who is calling, resolved once per request by the auth hook (server/auth/hook.ts) and read by every route.
 * Routes declare their access rule in `config.access`; the hook enforces it before the handler runs:
 *
 *   app.get('/api/products', { config: { access: { public: true } } }, handler)         // no token needed
 *   app.post('/api/products', { config: { access: { permission: 'PRODUCTS_WRITE' } } }, handler)
 *   app.get('/api/users/me', { config: { access: {} } }, handler)                         // any valid token
 *   app.post('/api/auth/login', { config: { access: { public: true, tenantOptional: true } } }, handler)
 *
 * A route without `config.access` needs a valid token (safe default).
 */
export interface AuthContext {
  tenantId: string;
  userId: string;
  permissions: ReadonlySet<string>;
  /** 'session' for a login token, 'service' for a service token. */
  tokenKind: 'session' | 'service';
}

/** A resource's rule (`public`, `permission`; model/resources/descriptors.ts) plus what only other routes need. */
export interface AccessRule extends ResourceAccessRule {
  /**
   * With `public`: the call needs no tenant (login, runtime configuration, finding the application of a domain).
   * X-Tenant-Id is still honoured when sent (request.tenantId), and must then name an existing tenant.
   */
  tenantOptional?: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for an anonymous call to a public route. */
    auth: AuthContext | null;
    /** The tenant the call acts in: the token's, else X-Tenant-Id. Null only where no tenant applies. */
    tenantId: string | null;
    /** X-Reseller-Id when sent and it belongs to the tenant (server/resellers/request-reseller.ts). */
    resellerId: string | null;
  }
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

export function hasPermission(auth: AuthContext | null, permission: string | string[] | undefined): boolean {
  if (!permission) return true;
  return auth !== null && grants({ permission }, auth.permissions);
}
