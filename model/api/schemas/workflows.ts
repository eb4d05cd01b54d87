import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * Workflows and their runs (docs/api.md, Workflows). A workflow is a named, ordered list of steps a tenant
 * describes; a run records that someone started it, when, with which input, and the state it is in. The platform
 * keeps and shows them; it does not execute steps by itself: staff (or a service token) move a run's state on.
 */
export const WORKFLOW_STEP_KINDS = ['task', 'approval', 'notification', 'webhook'] as const;

export const WorkflowStepSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  kind: Type.Union(WORKFLOW_STEP_KINDS.map((k) => Type.Literal(k))),
  /** Free-form settings of the step (whom to ask, which address to call), bounded in size by the server. */
  config: Type.Optional(Type.Object({}, { additionalProperties: true })),
});

export const WorkflowFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
  /** An inactive workflow cannot be started (400 naming `workflowId`). Default true. */
  active: Type.Optional(Type.Boolean()),
  steps: Type.Array(WorkflowStepSchema, { maxItems: 100 }),
});
export type WorkflowFields = Static<typeof WorkflowFieldsSchema>;
export type Workflow = Entity<WorkflowFields>;

export const WORKFLOW_RUN_STATES = ['started', 'running', 'completed', 'failed', 'cancelled'] as const;
export type WorkflowRunState = (typeof WORKFLOW_RUN_STATES)[number];

export const WorkflowRunFieldsSchema = Type.Object({
  workflowId: Type.String({ minLength: 1, maxLength: 100 }),
  /** What the starter handed over (the page context of a StartWorkflowButton), bounded in size by the server. */
  input: Type.Optional(Type.Object({}, { additionalProperties: true })),
  /** A new run is `started`, whatever the body says. */
  state: Type.Optional(Type.Union(WORKFLOW_RUN_STATES.map((s) => Type.Literal(s)))),
  note: Type.Optional(Type.String({ maxLength: 2000 })),
  /** Set by the server: the user who started the run, and when. */
  startedBy: Type.Optional(Type.String({ maxLength: 100 })),
  startedAt: Type.Optional(Type.Integer({ minimum: 0 })),
});
export type WorkflowRunFields = Static<typeof WorkflowRunFieldsSchema>;
export type WorkflowRun = Entity<WorkflowRunFields>;
