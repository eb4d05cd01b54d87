import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.js';
import { notFound } from '../../http/errors.js';
import type { RouteDocs } from '../../http/openapi/route-docs.js';
import { VERSIONS } from '../../publishing/versions-store.js';

/**
 * GET /compoundwidgets/{id}/published-usages (APPLICATIONS_READ): the applications whose live version (their
 * newest) renders this compound widget, with the compound version they pinned when they were published
 * (docs/publishing.md). The compound editor lists them: a change of the compound reaches each of them only when it
 * is published again, and `changes` says whether that publish would change what the site shows now.
 */
const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

export const PublishedUsageSchema = Type.Object({
  applicationId: Type.String(),
  name: Type.String(),
  domain: Type.Union([Type.String(), Type.Null()]),
  publishedVersion: Type.Integer({ minimum: 1 }),
  pinnedCompoundVersion: Type.Union([Type.Integer(), Type.Null()]),
  compoundVersion: Type.Integer({ minimum: 1 }),
  /** The next publish of this application would show another compound than its live site does now. */
  changes: Type.Boolean(),
});

const USAGES_DOCS: RouteDocs = {
  summary: 'The applications whose live version renders this compound widget, with the compound version they pinned',
  responses: { 200: Type.Array(PublishedUsageSchema) },
};

interface UsageRow {
  application_id: string;
  name: string | null;
  domain: string | null;
  number: number;
  pinned: number | string | null;
}

export function registerCompoundUsages(app: FastifyInstance, db: Database): void {
  app.get('/api/compoundwidgets/:id/published-usages', {
    config: { access: { permission: 'APPLICATIONS_READ' }, openapi: USAGES_DOCS },
    exposeHeadRoute: false,
    schema: { params: Params },
  }, async (request) => {
    const { id } = request.params as { id: string };
    const tenantId = request.tenantId!;
    const [compound] = await db.readRows<{ version: number }>(sql`SELECT version FROM entities
      WHERE tenant_id = ${tenantId} AND resource = 'compoundwidgets' AND id = ${id}`);
    if (!compound) throw notFound(`No compoundwidgets with id ${id}`);
    // The newest version per application of this tenant, then those of them that pinned the compound.
    const rows = await db.readRows<UsageRow>(sql`SELECT live.application_id, live.name, a.data->>'domain' AS domain, live.number, live.pinned FROM (
        SELECT DISTINCT ON (e.data->>'applicationId') e.data->>'applicationId' AS application_id,
          (e.data->>'number')::integer AS number, e.data->'compoundWidgets'->${id} AS pin,
          e.data->'compoundWidgets'->${id}->>'version' AS pinned, e.data->'document'->>'name' AS name
        FROM entities e WHERE e.tenant_id = ${tenantId} AND e.resource = ${VERSIONS}
        ORDER BY e.data->>'applicationId', (e.data->>'number')::integer DESC
      ) live
      JOIN entities a ON a.tenant_id = ${tenantId} AND a.resource = 'applications' AND a.id = live.application_id
      WHERE live.pin IS NOT NULL ORDER BY live.name, live.application_id`);
    return rows.map((row) => {
      const pinned = row.pinned === null ? null : Number(row.pinned);
      return {
        applicationId: row.application_id,
        name: row.name ?? '',
        domain: row.domain,
        publishedVersion: Number(row.number),
        pinnedCompoundVersion: pinned,
        compoundVersion: compound.version,
        changes: pinned !== compound.version,
      };
    });
  });
}
