import { sql } from 'drizzle-orm';
import { APPLICATIONS, COMPOUND_WIDGETS } from '../../../model/resources/descriptors.js';
import { ApplicationFieldsSchema, CompoundWidgetFieldsSchema } from '../../../model/api/schemas/platform.js';
import { META_FIELDS } from '../../../model/api/schemas/common.js';
import { loadApplicationDocument, loadCompoundWidgetDocument } from '../../../migrations/load.js';
import type { Orm } from '../../db/client.js';
import { invalidField } from '../../http/errors.js';
import type { CallContext, ResourceDefinition, ResourceRoutes } from '../core/types.js';
import type { WidgetNode } from '../../../model/document/types.js';
import { refuseCompoundCycle } from './compound-cycles.js';
import { applicationReseller } from '../../resellers/entity-reseller.js';

/**
 * Applications and compound widgets hold documents (docs/api.md). On every save the document goes through the
 * runtime's load pipeline: it is migrated to the current format and stored that way; a document the pipeline refuses
 * is a 400 naming the path of the problem.
 */
type Loader = (input: unknown) => ReturnType<typeof loadApplicationDocument> | ReturnType<typeof loadCompoundWidgetDocument>;

function loaded(load: Loader, data: Record<string, unknown>): Record<string, unknown> {
  const result = load(data);
  if (!result.ok) throw invalidField(result.path || 'body', result.message);
  const value = { ...(result.value as Record<string, unknown>) };
  for (const key of [...META_FIELDS, 'tenantId']) delete value[key];
  return value;
}

/** A document naming a project must name one of the tenant's projects. */
async function checkProject(ctx: CallContext, tx: Orm, projectId: unknown): Promise<void> {
  if (projectId === undefined) return;
  const rows = await ctx.db.rows(sql`SELECT 1 FROM entities WHERE tenant_id = ${ctx.tenantId} AND resource = 'projects' AND id = ${String(projectId)}`, tx);
  if (rows.length === 0) throw invalidField('projectId', 'names no project of this tenant');
}

/** Host names compare without case, port and trailing dot: `Shop.Example.com:8080` → `shop.example.com`. */
export function normalizeDomain(domain: string): string {
  return domain.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
}

export const applications: ResourceDefinition = {
  name: 'applications',
  schema: ApplicationFieldsSchema,
  searchable: ['name', 'domain'],
  replacements: { projectId: 'projects' },
  unique: [{ field: 'domain', global: true }],
  defaultSort: APPLICATIONS.defaultSort,
  hooks: {
    async prepare(data, args) {
      await checkProject(args.ctx, args.tx, data.projectId);
      const value = loaded(loadApplicationDocument, await applicationReseller(data, args));
      if (typeof value.domain === 'string') {
        value.domain = normalizeDomain(value.domain);
        if (value.domain === '') delete value.domain;
        else if (!/^[a-z0-9]([a-z0-9.-]*[a-z0-9])?$/.test(value.domain as string)) throw invalidField('domain', 'must be a host name');
      }
      return value;
    },
  },
};

export const compoundWidgets: ResourceDefinition = {
  name: 'compoundwidgets',
  schema: CompoundWidgetFieldsSchema,
  searchable: ['name'],
  replacements: { projectId: 'projects' },
  defaultSort: COMPOUND_WIDGETS.defaultSort,
  hooks: {
    async prepare(data, { ctx, tx, existing }) {
      await checkProject(ctx, tx, data.projectId);
      const value = loaded(loadCompoundWidgetDocument, data);
      await refuseCompoundCycle(ctx, tx, existing?.id ?? null, value.widget as WidgetNode);
      return value;
    },
  },
};

export const documentRoutes: ResourceRoutes[] = [
  { descriptor: APPLICATIONS, definition: applications },
  { descriptor: COMPOUND_WIDGETS, definition: compoundWidgets },
];
