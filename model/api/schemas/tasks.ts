import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * Tasks of resource planning: who works on it (userIds), when it starts (epoch ms), how long it takes in hours (what
 * the load of a user is computed from), the scheduling (duration in milliseconds and recurrence info) and a title.
 * Searchable by user (`userIds` in) and period (`start` between).
 */
export const TaskRecurrenceSchema = Type.Object({
  /** How often the task repeats; 'none' or missing: once. */
  frequency: Type.Optional(Type.Union([Type.Literal('none'), Type.Literal('daily'), Type.Literal('weekly'), Type.Literal('monthly')])),
  /** Every n-th day/week/month. */
  interval: Type.Optional(Type.Integer({ minimum: 1, maximum: 365 })),
  /** Last repetition (epoch ms). */
  until: Type.Optional(Type.Number()),
}, { additionalProperties: true });

export const TaskSchedulingSchema = Type.Object({
  /** Length of one occurrence in milliseconds. */
  duration: Type.Integer({ minimum: 0 }),
  recurrence: Type.Optional(TaskRecurrenceSchema),
});

export const TaskFieldsSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 500 }),
  userIds: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 100 }),
  /** Epoch milliseconds. */
  start: Type.Number(),
  durationInHours: Type.Number({ minimum: 0, maximum: 10_000 }),
  scheduling: Type.Optional(TaskSchedulingSchema),
  description: Type.Optional(Type.String({ maxLength: 5000 })),
});
export type TaskRecurrence = Static<typeof TaskRecurrenceSchema>;
export type TaskScheduling = Static<typeof TaskSchedulingSchema>;
export type TaskFields = Static<typeof TaskFieldsSchema>;
export type Task = Entity<TaskFields>;
