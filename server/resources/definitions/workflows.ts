import { WorkflowFieldsSchema, WorkflowRunFieldsSchema } from '../../../model/api/schemas/workflows.js';
import { WORKFLOW_RUNS, WORKFLOWS } from '../../../model/resources/descriptors.js';
import { invalidField } from '../../http/errors.js';
import { findRow } from '../core/store.js';
import type { ResourceDefinition, ResourceRoutes, WriteHookArgs } from '../core/types.js';

/**
 * /api/workflows and /api/workflowruns (docs/api.md, Workflows). A run names a workflow of the tenant that is
 * active; who started it and when are the server's (kept on every change), and a new run is always `started`.
 * Without WORKFLOW_READ a caller sees only the runs it started, without WORKFLOW_WRITE changes only those.
 */
async function prepareRun(data: Record<string, unknown>, { ctx, tx, existing }: WriteHookArgs): Promise<Record<string, unknown>> {
  if (existing) {
    if (data.workflowId !== existing.workflowId) throw invalidField('workflowId', 'cannot change once the run started');
    return { ...data, startedBy: existing.startedBy, startedAt: existing.startedAt };
  }
  const workflow = await findRow(ctx.db, { tenantId: ctx.tenantId, resource: 'workflows' }, String(data.workflowId), tx);
  if (!workflow) throw invalidField('workflowId', 'names no workflow of this tenant');
  if (workflow.active === false) throw invalidField('workflowId', 'names a workflow that is not active');
  return { ...data, state: 'started', startedBy: ctx.auth?.userId, startedAt: Date.now() };
}

export const workflows: ResourceDefinition = {
  name: 'workflows',
  schema: WorkflowFieldsSchema,
  searchable: ['name', 'description'],
  unique: [{ field: 'name' }],
  sizeLimits: { steps: 65_536 },
  defaultSort: WORKFLOWS.defaultSort,
};

export const workflowRuns: ResourceDefinition = {
  name: 'workflowruns',
  schema: WorkflowRunFieldsSchema,
  searchable: ['state', 'note'],
  sizeLimits: { input: 16_384 },
  owner: { field: 'startedBy', readAll: ['WORKFLOW_READ', 'WORKFLOW_WRITE'], writeAll: ['WORKFLOW_WRITE'] },
  replacements: { workflowId: 'workflows', startedBy: 'users' },
  hooks: { prepare: prepareRun },
  defaultSort: WORKFLOW_RUNS.defaultSort,
};

export const workflowRoutes: ResourceRoutes[] = [
  { descriptor: WORKFLOWS, definition: workflows },
  { descriptor: WORKFLOW_RUNS, definition: workflowRuns },
];
