import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import { freshRead } from '../db/fresh-reads.js';
import { ApiError, forbidden, notFound, unauthorized } from '../http/errors.js';
import { hasPermission, type AccessRule } from './context.js';
import { resolveToken } from './tokens.js';
import { headerValue } from './bearer.js';
import { clearSessionCookie, sessionToken } from './session-cookie.js';
import { requestReseller } from '../resellers/request-reseller.js';

/**
 * Resolves the caller of every /api route and enforces the route's `config.access` (server/auth/context.ts):
 * - the token is the Bearer header's, else the session cookie's on calls with X-Requested-With (CSRF;
 *   server/auth/session-cookie.ts);
 * - a token decides the tenant; an X-Tenant-Id naming another tenant is refused (403);
 * - without a (valid) token only public routes run, and they need an existing X-Tenant-Id unless tenantOptional;
 * - `permission` needs a token whose roles hold one of the permissions (403 otherwise);
 * - X-Reseller-Id must belong to the call's tenant (server/resellers/request-reseller.ts).
 * Runs in onRequest, before the body is read, so refused calls cost no parsing.
 */
const TENANT_HEADER = 'x-tenant-id';

/** Concurrent public calls of one tenant share the existence check (each still sees the database as it asks). */
const tenantExists = (db: Database, tenantId: string) => freshRead(db, JSON.stringify(['tenant', tenantId]),
  async () => (await db.readRows(sql`SELECT 1 FROM tenants WHERE id = ${tenantId}`)).length > 0);

export function registerAuthHook(app: FastifyInstance, db: Database): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('tenantId', null);
  app.decorateRequest('resellerId', null);

  app.addHook('onRequest', async (request, reply) => {
    // Only real /api routes: the static files' wildcard route and unknown paths (404 handler) need no caller.
    const route = request.routeOptions; // a getter that builds a new object: read it once
    if (!route.url?.startsWith('/api/')) return;
    const access: AccessRule = route.config.access ?? {};
    const headerTenant = headerValue(request, TENANT_HEADER);

    const sent = sessionToken(request); // Bearer header, or the session cookie with its CSRF header
    const token = sent?.token;
    const resolved = token ? await resolveToken(db, token) : null;
    if (sent?.from === 'cookie' && !resolved) clearSessionCookie(reply); // the browser drops a dead session
    if (resolved) {
      if (headerTenant && headerTenant !== resolved.tenantId) {
        throw forbidden('X-Tenant-Id names another tenant than the token');
      }
      request.auth = {
        tenantId: resolved.tenantId,
        userId: resolved.userId,
        permissions: new Set(resolved.permissions),
        tokenKind: resolved.kind,
      };
      request.tenantId = resolved.tenantId;
    } else if (!access.public) {
      // An unknown token and an expired one look the same to the caller.
      throw unauthorized(token ? 'The token is invalid or has expired' : 'Authentication required');
    } else if (headerTenant) {
      if (!(await tenantExists(db, headerTenant))) throw notFound(`Tenant ${headerTenant} does not exist`);
      request.tenantId = headerTenant;
    } else if (!access.tenantOptional) {
      throw new ApiError(400, 'TENANT_REQUIRED', 'X-Tenant-Id header is required for calls without a token', [
        { field: 'X-Tenant-Id', message: 'is required' },
      ]);
    }

    if (!access.public && !hasPermission(request.auth, access.permission)) {
      const wanted = Array.isArray(access.permission) ? access.permission.join(' or ') : access.permission;
      throw forbidden(`Permission ${wanted} required`);
    }
    request.resellerId = await requestReseller(db, request);
  });
}
