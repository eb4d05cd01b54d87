import { ProjectExportSchema, type ProjectExport } from '../../../model/api/schemas/projects.js';
import { META_FIELDS } from '../../../model/api/schemas/common.js';
import { newId } from '../../db/ids.js';
import { ApiError } from '../../http/errors.js';
import { checkFields, inTransaction, present, writeEntity } from '../core/operations.js';
import { valueTaken } from '../core/store.js';
import type { CallContext, EntityObject } from '../core/types.js';
import { assertValid } from '../core/validate.js';
import { refuseExportedCompoundCycle } from '../definitions/compound-cycles.js';
import { applications, compoundWidgets } from '../definitions/documents.js';
import { projects } from '../definitions/projects.js';

/**
 * POST /projects/import of a project export: a new project (the importer is its owner and only member) with new
 * ids for it, its applications and compound widgets; references between them (projectId, a CompoundWidget
 * node's settings.compoundId) are rewritten to the new ids. Every document passes the load pipeline as on save.
 * An application keeps its domain only when no application uses that domain yet. Compounds containing
 * themselves among each other are refused before anything is written. All or nothing.
 */
function withoutMeta(value: Record<string, unknown>): Record<string, unknown> {
  const copy = { ...value };
  for (const key of [...META_FIELDS, 'tenantId']) delete copy[key];
  return copy;
}

/** Rewrites settings.compoundId of every CompoundWidget node anywhere in a document. */
function remapCompoundIds(node: unknown, ids: Map<string, string>): unknown {
  if (Array.isArray(node)) return node.map((n) => remapCompoundIds(n, ids));
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = remapCompoundIds(value, ids);
  const settings = copy.settings as Record<string, unknown> | undefined;
  if (copy.type === 'CompoundWidget' && settings && typeof settings.compoundId === 'string' && ids.has(settings.compoundId)) {
    copy.settings = { ...settings, compoundId: ids.get(settings.compoundId) };
  }
  return copy;
}

/** Names the failing document in a 400 (`applications.1.content.0.widget.type`). */
async function prefixed<T>(prefix: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      const details = error.details.map((d) => ({ ...d, field: d.field ? `${prefix}.${d.field}` : prefix }));
      throw new ApiError(400, error.code, `${prefix}: ${error.message}`, details);
    }
    throw error;
  }
}

export async function importProject(ctx: CallContext, body: unknown): Promise<EntityObject> {
  assertValid(ProjectExportSchema, body);
  const data = body as ProjectExport;
  const compoundIds = new Map<string, string>(data.compoundWidgets.map((c) => [String(c.id ?? newId()), newId()]));
  const project = await inTransaction(ctx, async (tx) => {
    refuseExportedCompoundCycle(data.compoundWidgets);
    const { members: _members, ownerId: _owner, ...fields } = withoutMeta(data.project as Record<string, unknown>);
    const created = await prefixed('project', () => {
      checkFields(projects, fields, true);
      return writeEntity(ctx, projects, fields, { ctx, tx, existing: null, body: fields });
    });
    const scopeFor = (resource: string) => ({ tenantId: ctx.tenantId, resource });
    for (const [i, compound] of data.compoundWidgets.entries()) {
      const fields = remapCompoundIds({ ...withoutMeta(compound as Record<string, unknown>), projectId: created.id }, compoundIds) as Record<string, unknown>;
      const id = compoundIds.get(String(compound.id)) ?? newId();
      await prefixed(`compoundWidgets.${i}`, () => {
        checkFields(compoundWidgets, fields, true);
        return writeEntity(ctx, compoundWidgets, fields, { ctx, tx, existing: null, body: fields }, id);
      });
    }
    for (const [i, application] of data.applications.entries()) {
      const fields = remapCompoundIds({ ...withoutMeta(application as Record<string, unknown>), projectId: created.id }, compoundIds) as Record<string, unknown>;
      if (typeof fields.domain === 'string' && await valueTaken(ctx.db, scopeFor(applications.name), 'domain', fields.domain.toLowerCase(), null, true, tx)) {
        delete fields.domain;
      }
      await prefixed(`applications.${i}`, () => {
        checkFields(applications, fields, true);
        return writeEntity(ctx, applications, fields, { ctx, tx, existing: null, body: fields });
      });
    }
    return created;
  });
  return (await present(ctx, projects, [project]))[0];
}
