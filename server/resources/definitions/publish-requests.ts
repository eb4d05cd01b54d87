import { CreatePublishRequestSchema, PublishRequestSchema, type CreatePublishRequest } from '../../../model/api/schemas/publishRequests.js';
import { PUBLISH_REQUESTS } from '../../../model/resources/descriptors.js';
import { recordAudit } from '../../audit/record.js';
import { hasPermission } from '../../auth/context.js';
import { conflict, forbidden, invalidField, unauthorized } from '../../http/errors.js';
import { assertMayPublish } from '../../publishing/permission.js';
import { findRow } from '../core/store.js';
import { writeEntity } from '../core/write-operations.js';
import type { EntityObject, ResourceDefinition, ResourceRoutes, WriteHookArgs } from '../core/types.js';
import { applicationVersions } from './versions.js';

/**
 * Publish requests (docs/publishing.md): a builder with APPLICATIONS_WRITE asks for a publish of one draft
 * version; someone who may publish the application approves (PATCH `state: approved`, which publishes exactly that
 * draft version through the publish itself, with the request's note) or rejects it. A request is decided once;
 * nothing else of it ever changes, and it is never deleted.
 */
const DECISION_FIELDS = ['state', 'decidedBy', 'decidedAt', 'publishedVersion'];

async function lockedApplication({ ctx, tx }: WriteHookArgs, applicationId: string) {
  const application = await findRow(ctx.db, { tenantId: ctx.tenantId, resource: 'applications' }, applicationId, tx, true);
  if (!application) throw invalidField('applicationId', 'names no application of this tenant');
  return application;
}

async function ask(data: Record<string, unknown>, args: WriteHookArgs) {
  const { applicationId, draftVersion, note } = data as CreatePublishRequest;
  const { auth } = args.ctx;
  if (!auth) throw unauthorized();
  if (!hasPermission(auth, 'APPLICATIONS_WRITE')) throw forbidden('Asking for a publish needs the permission APPLICATIONS_WRITE');
  const application = await lockedApplication(args, applicationId);
  if (application.version !== draftVersion) {
    throw conflict(`The draft is at version ${application.version}, not ${draftVersion}: save it and ask for that version`, [
      { field: 'draftVersion', message: `is ${application.version}` },
    ]);
  }
  return { applicationId, draftVersion, note: note ?? '', requestedBy: auth.userId, requestedAt: Date.now(), state: 'open' };
}

async function decide(data: Record<string, unknown>, existing: EntityObject, args: WriteHookArgs) {
  for (const field of Object.keys(PublishRequestSchema.properties)) {
    if (!DECISION_FIELDS.includes(field) && JSON.stringify(data[field]) !== JSON.stringify(existing[field])) throw invalidField(field, 'cannot be changed');
  }
  if (existing.state !== 'open') throw conflict(`This publish request was already ${String(existing.state)}`, [{ field: 'state', message: `is ${String(existing.state)}` }]);
  if (data.state !== 'approved' && data.state !== 'rejected') throw invalidField('state', 'must be approved or rejected');
  const { ctx, tx } = args;
  const application = await lockedApplication(args, String(existing.applicationId));
  await assertMayPublish(ctx.db, tx, ctx.tenantId, ctx.auth, application.projectId);
  const decided = { ...existing, state: data.state, decidedBy: ctx.auth?.userId, decidedAt: Date.now() };
  for (const key of ['id', 'createdAt', 'lastUpdatedAt', 'version', 'tenantId']) delete (decided as Record<string, unknown>)[key];
  if (data.state === 'rejected') return decided;
  if (application.version !== existing.draftVersion) {
    throw conflict(`The draft was saved again after this request (now version ${application.version}, requested ${String(existing.draftVersion)}): `
      + 'approving would publish something else; ask for a publish of the new draft', [{ field: 'draftVersion', message: `is ${application.version}` }]);
  }
  const published = await writeEntity(ctx, applicationVersions, { applicationId: existing.applicationId, note: existing.note, draftVersion: existing.draftVersion }, { ctx, tx, existing: null, body: {} });
  return { ...decided, publishedVersion: published.number };
}

export const publishRequests: ResourceDefinition = {
  name: 'publishrequests',
  schema: PublishRequestSchema,
  createSchema: CreatePublishRequestSchema,
  searchable: ['note', 'state'],
  replacements: { applicationId: 'applications', requestedBy: 'users', decidedBy: 'users' },
  defaultSort: PUBLISH_REQUESTS.defaultSort,
  hooks: {
    prepare: (data, args) => (args.existing ? decide(data, args.existing, args) : ask(data, args)),
    async afterWrite(entity, { ctx, tx, existing }) {
      await recordAudit(ctx.db, {
        tenantId: ctx.tenantId,
        userId: ctx.auth?.userId ?? null,
        action: existing ? `publish-request-${String(entity.state)}` : 'publish-request',
        resource: 'applications',
        entityId: String(entity.applicationId),
        details: { requestId: entity.id, draftVersion: entity.draftVersion, ...(entity.publishedVersion === undefined ? {} : { version: entity.publishedVersion }) },
      }, tx);
    },
  },
};

export const publishRequestRoutes: ResourceRoutes[] = [{ descriptor: PUBLISH_REQUESTS, definition: publishRequests }];
