import { ApplicationVersionSchema, PublishSchema, type Publish } from '../../../model/api/schemas/versions.js';
import { META_FIELDS } from '../../../model/api/schemas/common.js';
import type { ApplicationDocument } from '../../../model/document/types.js';
import { recordAudit } from '../../audit/record.js';
import { conflict, invalidField } from '../../http/errors.js';
import { pinCompounds } from '../../publishing/compound-pins.js';
import { assertMayPublish } from '../../publishing/permission.js';
import { findVersion, migratedVersion, nextVersionNumber, VERSIONS } from '../../publishing/versions-store.js';
import { findRow } from '../core/store.js';
import { APPLICATION_VERSIONS } from '../../../model/resources/descriptors.js';
import type { ResourceDefinition, ResourceRoutes } from '../core/types.js';

/**
 * Published versions of applications (docs/publishing.md): created by publishing, never changed or deleted (no
 * PUT, PATCH or DELETE routes). `POST /applicationversions {applicationId, note?, draftVersion?}` copies the draft
 * with the compound widgets it uses into the next numbered version; with `fromVersion` it publishes that earlier
 * version again (the rollback). The application's domain serves the newest version.
 */
function draftDocument(application: Record<string, unknown>): ApplicationDocument {
  const document = { ...application };
  for (const key of [...META_FIELDS, 'tenantId']) delete document[key];
  return document as unknown as ApplicationDocument;
}

export const applicationVersions: ResourceDefinition = {
  name: VERSIONS,
  schema: ApplicationVersionSchema,
  createSchema: PublishSchema,
  searchable: ['note'],
  replacements: { applicationId: 'applications', publishedBy: 'users' },
  defaultSort: APPLICATION_VERSIONS.defaultSort,
  hooks: {
    async prepare(data, { ctx, tx }) {
      const { applicationId, note, draftVersion, fromVersion } = data as Publish;
      // The row lock serialises publishes (and saves) of one application: numbers follow each other.
      const application = await findRow(ctx.db, { tenantId: ctx.tenantId, resource: 'applications' }, applicationId, tx, true);
      if (!application) throw invalidField('applicationId', 'names no application of this tenant');
      await assertMayPublish(ctx.db, tx, ctx.tenantId, ctx.auth, application.projectId);
      const number = await nextVersionNumber(ctx.db, ctx.tenantId, applicationId, tx);
      const published = { applicationId, number, note: note ?? '', publishedBy: ctx.auth?.userId ?? null, publishedAt: Date.now() };
      if (fromVersion !== undefined) {
        const source = await findVersion(ctx.db, ctx.tenantId, applicationId, fromVersion, tx);
        if (!source) throw invalidField('fromVersion', 'names no version of this application');
        const { document, compoundWidgets } = migratedVersion(source);
        return { ...published, document, compoundWidgets, restoredFrom: fromVersion };
      }
      if (draftVersion !== undefined && draftVersion !== application.version) {
        throw conflict(`The draft was changed meanwhile (version ${application.version}, expected ${draftVersion})`, [
          { field: 'draftVersion', message: `is ${application.version}` },
        ]);
      }
      const document = draftDocument(application);
      return { ...published, document, compoundWidgets: await pinCompounds(ctx.db, tx, ctx.tenantId, document) };
    },
    async afterWrite(entity, { ctx, tx }) {
      await recordAudit(ctx.db, {
        tenantId: ctx.tenantId,
        userId: ctx.auth?.userId ?? null,
        action: entity.restoredFrom === undefined ? 'publish' : 'rollback',
        resource: 'applications',
        entityId: String(entity.applicationId),
        details: { version: entity.number, versionId: entity.id, note: entity.note, ...(entity.restoredFrom === undefined ? {} : { restoredFrom: entity.restoredFrom }) },
      }, tx);
    },
    present: (entities) => entities.map(migratedVersion),
  },
};

// Publishing needs a token; who may publish depends on the application (its project), so the publish itself checks
// it (server/publishing/permission.ts).
export const versionRoutes: ResourceRoutes[] = [{ descriptor: APPLICATION_VERSIONS, definition: applicationVersions }];
