import { sql } from 'drizzle-orm';
import { WorklogFieldsSchema } from '../../../model/api/schemas/hr.js';
import { WORKLOGS } from '../../../model/resources/descriptors.js';
import { conflict, invalidField } from '../../http/errors.js';
import { findRow } from '../core/store.js';
import type { CallContext, EntityObject, ResourceDefinition, ResourceRoutes, WriteHookArgs } from '../core/types.js';
import type { Orm } from '../../db/client.js';

/**
 * /api/worklogs: time entries (docs/hr.md). Without WORKLOGS_READ a caller reads only its own entries, without
 * WORKLOGS_WRITE it writes only its own. A running entry (the timer) has no `end`: it is started and stopped by
 * POST /worklogs/start and /worklogs/stop with the server's clock, so other writes need an `end`, except that a
 * running entry's other fields may change while it keeps running. The server keeps at most one running entry per
 * user and derives `duration` (milliseconds) from start and end.
 */

/** The caller's (or the named user's) running entry id, if any, other than `exceptId`. */
export async function runningEntryId(ctx: CallContext, tx: Orm, userId: string, exceptId: string | null = null): Promise<string | null> {
  const rows = await ctx.db.rows<{ id: string }>(sql`SELECT id FROM entities WHERE tenant_id = ${ctx.tenantId} AND resource = 'worklogs'
    AND data->>'userId' = ${userId} AND NOT (data ? 'end') AND id IS DISTINCT FROM ${exceptId} LIMIT 1`, tx);
  return rows[0]?.id ?? null;
}

/** Serialises the timer calls of one user (two devices pressing start at once). */
export async function lockTimer(ctx: CallContext, tx: Orm, userId: string): Promise<void> {
  await ctx.db.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${`worklog-timer:${ctx.tenantId}:${userId}`}))`, tx);
}

const REFERENCES = [['taskId', 'tasks', 'task'], ['projectId', 'projects', 'project']] as const;

/**
 * 400 when a task or project the entry names (newly) is not one of the tenant. Only changed references are
 * checked, so stopping a timer whose task was deleted meanwhile still stops it.
 */
export async function assertReferences(ctx: CallContext, tx: Orm, fields: Record<string, unknown>, existing: EntityObject | null): Promise<void> {
  for (const [field, resource, name] of REFERENCES) {
    if (fields[field] === undefined || fields[field] === existing?.[field]) continue;
    const found = await findRow(ctx.db, { tenantId: ctx.tenantId, resource }, String(fields[field]), tx);
    if (!found) throw invalidField(field, `names no ${name} of this tenant`);
  }
}

async function prepare(data: Record<string, unknown>, { ctx, tx, existing }: WriteHookArgs): Promise<Record<string, unknown>> {
  const { duration: _sent, ...fields } = data;
  const start = Number(fields.start);
  await assertReferences(ctx, tx, fields, existing);
  if (fields.end === undefined) {
    // Only an entry that already runs may stay without an end: starting goes through POST /worklogs/start.
    if (!existing || existing.end !== undefined) throw invalidField('end', 'is required (a running entry is started with POST /worklogs/start)');
    if (start > Date.now()) throw invalidField('start', 'of a running entry cannot be in the future');
    const userId = String(fields.userId);
    await lockTimer(ctx, tx, userId);
    if (await runningEntryId(ctx, tx, userId, existing.id)) throw conflict('This user already has a running worklog', [{ field: 'userId', message: 'has a running worklog' }]);
    return fields;
  }
  const end = Number(fields.end);
  if (end < start) throw invalidField('end', 'must not be before start');
  return { ...fields, duration: end - start };
}

export const worklogs: ResourceDefinition = {
  name: 'worklogs',
  schema: WorklogFieldsSchema,
  searchable: ['description'],
  replacements: { userId: 'users', taskId: 'tasks', projectId: 'projects' },
  defaultSort: WORKLOGS.defaultSort,
  owner: { field: 'userId', readAll: ['WORKLOGS_READ', 'WORKLOGS_WRITE'], writeAll: ['WORKLOGS_WRITE'] },
  hooks: { prepare },
};

export const worklogRoutes: ResourceRoutes[] = [{ descriptor: WORKLOGS, definition: worklogs }];
