import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { ApiError, notFound } from '../../http/errors.js';
import { migratedVersion, newestVersion } from '../../publishing/versions-store.js';
import { normalizeDomain } from '../definitions/documents.js';
import { entityRef } from '../core/route-docs.js';

/**
 * GET /applications/by-domain?domain=HOST (public, no tenant needed): what the domain serves, i.e. the newest
 * published version of the application whose domain is HOST, with the tenant it belongs to, so the web app can
 * start without knowing its tenant (docs/publishing.md). A domain belongs to one application across all tenants
 * (applications' `unique` rule and a unique index), so this finds at most one. The draft is never served here:
 * an application that was never published answers 404 with the code NOT_PUBLISHED.
 * `resellerId` is the one the published app sends with every call: the application's own, else its tenant's.
 */
const Query = Type.Object({ domain: Type.String({ minLength: 1, maxLength: 260 }), translate: Type.Optional(Type.Boolean()) });

const PublishedFields = Type.Object({
  tenantId: Type.String(),
  resellerId: Type.Optional(Type.String()),
  publishedVersion: Type.Integer({ minimum: 1, description: 'the number of the version served' }),
  publishedAt: Type.Number({ description: 'epoch milliseconds' }),
  compoundWidgets: Type.Record(Type.String(), Type.Object({}, { additionalProperties: true }), { description: 'the compound widgets as published: id → document' }),
});

export const notPublished = (domain: string) => new ApiError(404, 'NOT_PUBLISHED', `The application of domain ${domain} is not published yet`);

/**
 * What the domain serves (the answer of GET /applications/by-domain): null when no application has the domain,
 * 'not-published' when its application was never published. The server rendering of published pages reads the
 * same (server/http/published-html.ts).
 */
export async function publishedApplicationOf(db: Database, host: string): Promise<Record<string, unknown> | 'not-published' | null> {
  const domain = normalizeDomain(host);
  const [application] = await db.readRows<{ tenant_id: string; id: string; reseller_id: string | null }>(sql`SELECT e.tenant_id, e.id,
      COALESCE(e.data->>'resellerId', t.reseller_id) AS reseller_id
    FROM entities e JOIN tenants t ON t.id = e.tenant_id WHERE e.resource = 'applications' AND e.data->>'domain' = ${domain} LIMIT 1`);
  if (!application) return null;
  const live = await newestVersion(db, application.tenant_id, application.id);
  if (!live) return 'not-published';
  const { document, compoundWidgets } = migratedVersion(live);
  return {
    ...(document as Record<string, unknown>),
    id: application.id,
    tenantId: application.tenant_id,
    // The draft's reseller (else the tenant's) decides, never the one a published version was stored with.
    resellerId: application.reseller_id ?? undefined,
    createdAt: live.createdAt,
    lastUpdatedAt: live.lastUpdatedAt,
    // The served document's version is the published version's number.
    version: live.number,
    publishedVersion: live.number,
    publishedAt: live.publishedAt,
    compoundWidgets,
  };
}

export function registerApplicationByDomain(app: FastifyInstance, db: Database): void {
  app.get('/api/applications/by-domain', {
    config: {
      access: { public: true, tenantOptional: true },
      openapi: {
        summary: 'The newest published version of the application of a domain, with its tenant',
        responses: { 200: Type.Composite([PublishedFields, Type.Unsafe<object>(entityRef('applications'))]) },
      },
    },
    exposeHeadRoute: false,
    schema: { querystring: Query },
  }, async (request) => {
    const domain = normalizeDomain((request.query as { domain: string }).domain);
    const published = await publishedApplicationOf(db, domain);
    if (published === 'not-published') throw notPublished(domain);
    if (!published) throw notFound(`No application for domain ${domain}`);
    return published;
  });
}
