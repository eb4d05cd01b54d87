import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { META_FIELDS } from '../../../model/api/schemas/common.js';
import { RestoreSchema, type Restore } from '../../../model/api/schemas/versions.js';
import { recordAudit } from '../../audit/record.js';
import type { Database } from '../../db/client.js';
import { invalidField } from '../../http/errors.js';
import type { RouteDocs } from '../../http/openapi/route-docs.js';
import { findVersion, migratedVersion } from '../../publishing/versions-store.js';
import { callContext } from '../core/context.js';
import { checkFields, inTransaction, lockForUpdate, presentOne, writeEntity } from '../core/operations.js';
import { expectedVersion } from '../core/query.js';
import { entityRef } from '../core/route-docs.js';
import { applications } from '../definitions/documents.js';

/**
 * POST /applications/{id}/restore {version}: copies a published version's document into the draft (docs/
 * publishing.md). It is a save of the draft like any other (APPLICATIONS_WRITE, If-Match → 409, the load pipeline
 * migrates the old document); the live site does not change until the next publish. The draft keeps its own
 * domain and project: where the application lives is not part of what a version restores.
 */
const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100 }) });

const RESTORE_DOCS: RouteDocs = {
  summary: "Copies a published version's document into the application's draft",
  body: RestoreSchema,
  headers: Type.Object({ 'if-match': Type.Optional(Type.String({ description: 'The draft version the restore expects; another answers 409' })) }),
  responses: { 200: entityRef('applications') },
};

export function registerRestoreVersion(app: FastifyInstance, db: Database): void {
  app.post('/api/applications/:id/restore', {
    config: { access: { permission: 'APPLICATIONS_WRITE' }, openapi: RESTORE_DOCS },
    schema: { params: Params, body: RestoreSchema },
  }, async (request, reply) => {
    const { id } = request.params as { id: string };
    const { version } = request.body as Restore;
    const ctx = callContext(db, request, applications, 'write');
    const entity = await inTransaction(ctx, async (tx) => {
      const existing = await lockForUpdate(ctx, applications, id, expectedVersion(request.headers['if-match']), tx);
      const source = await findVersion(db, ctx.tenantId, id, version, tx);
      if (!source) throw invalidField('version', 'names no version of this application');
      const fields: Record<string, unknown> = { ...(migratedVersion(source).document as Record<string, unknown>) };
      for (const key of [...META_FIELDS, 'tenantId', 'domain', 'projectId']) delete fields[key];
      if (existing.domain !== undefined) fields.domain = existing.domain;
      if (existing.projectId !== undefined) fields.projectId = existing.projectId;
      checkFields(applications, fields, false);
      const restored = await writeEntity(ctx, applications, fields, { ctx, tx, existing, body: fields });
      await recordAudit(db, { tenantId: ctx.tenantId, userId: ctx.auth?.userId ?? null, action: 'restore', resource: 'applications', entityId: id, details: { version, draftVersion: restored.version } }, tx);
      return restored;
    });
    reply.header('ETag', `"${entity.version}"`);
    return presentOne(ctx, applications, entity);
  });
}
