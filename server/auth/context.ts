import type {} from 'fastify';

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

export interface AccessRule {
  /** No token needed; the tenant then comes from X-Tenant-Id (required). A token, when sent, is still used. */
  public?: boolean;
  /**
   * With `public`: the call needs no tenant (login, runtime configuration, finding the application of a domain).
   * X-Tenant-Id is still honoured when sent (request.tenantId), and must then name an existing tenant.
   */
  tenantOptional?: boolean;
  /** Permission(s) the caller must hold (any of them). TENANT_ADMIN holds every permission. */
  permission?: string | string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, or null for an anonymous call to a public route. */
    auth: AuthContext | null;
    /** The tenant the call acts in: the token's, else X-Tenant-Id. Null only where no tenant applies. */
    tenantId: string | null;
    /** X-Reseller-Id when sent. */
    resellerId: string | null;
  }
  interface FastifyContextConfig {
    access?: AccessRule;
  }
}

export function hasPermission(auth: AuthContext | null, permission: string | string[] | undefined): boolean {
  if (!permission) return true;
  if (!auth) return false;
  if (auth.permissions.has('TENANT_ADMIN')) return true;
  const wanted = Array.isArray(permission) ? permission : [permission];
  return wanted.some((p) => auth.permissions.has(p));
}
