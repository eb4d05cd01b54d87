import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import { toEntity, type EntityRow } from '../core/store.js';
import { normalizeDomain } from '../definitions/documents.js';
import { entityRef } from '../core/route-docs.js';

/**
 * GET /applications/by-domain?domain=HOST (public, no tenant needed): the application published on a domain, with
 * the tenant it belongs to, so the web app can start without knowing its tenant. A domain belongs to one
 * application across all tenants (applications' `unique` rule and a unique index), so this finds at most one.
 * `resellerId` is the one the published app sends with every call: the application's own, else its tenant's.
 */
const Query = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 260 }), translate: Type.Optional(Type.Boolean()) });

export function registerApplicationByDomain(app: FastifyInstance, db: Database): void {
  app.get('/api/applications/by-domain', {
    config: {
      access: { public: true, tenantOptional: true },
      openapi: {
        summary: 'The application published on a domain, with its tenant',
        responses: { 200: Type.Composite([Type.Object({ tenantId: Type.String(), resellerId: Type.Optional(Type.String()) }), Type.Unsafe<object>(entityRef('applications'))]) },
      },
    },
    exposeHeadRoute: false,
    schema: { querystring: Query },
  }, async (request) => {
    const domain = normalizeDomain((request.query as { domain: string }).domain);
    const [row] = await db.rows<EntityRow & { tenant_id: string; reseller_id: string | null }>(sql`SELECT e.tenant_id, e.id, e.data, e.created_at,
        e.last_updated_at, e.version, COALESCE(e.data->>'resellerId', t.reseller_id) AS reseller_id
      FROM entities e JOIN tenants t ON t.id = e.tenant_id WHERE e.resource = 'applications' AND e.data->>'domain' = ${domain} LIMIT 1`);
    if (!row) throw notFound(`No application for domain ${domain}`);
    return { ...toEntity(row), tenantId: row.tenant_id, ...(row.reseller_id ? { resellerId: row.reseller_id } : {}) };
  });
}
