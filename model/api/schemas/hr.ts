import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * Time and HR (docs/hr.md): worklogs (time entries), absence requests with their approval and visitor events.
 * Times are epoch milliseconds; absence days are calendar dates (`YYYY-MM-DD`, both ends included).
 */
const Id = Type.String({ minLength: 1, maxLength: 100 });
const EpochMs = Type.Number({ minimum: 0, description: 'epoch milliseconds' });

/**
 * One time entry. A running entry (the timer) has no `end`; the server keeps at most one per user and sets
 * `duration` (milliseconds) from start and end.
 */
export const WorklogFieldsSchema = Type.Object({
  userId: Type.Optional(Id),
  start: EpochMs,
  end: Type.Optional(EpochMs),
  duration: Type.Optional(Type.Integer({ minimum: 0, description: 'milliseconds, set by the server' })),
  taskId: Type.Optional(Id),
  projectId: Type.Optional(Id),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type WorklogFields = Static<typeof WorklogFieldsSchema>;
export type Worklog = Entity<WorklogFields>;

/** The body of POST /worklogs/start: what the new running entry is for; the server takes the start time. */
export const StartWorklogSchema = Type.Object({
  taskId: Type.Optional(Id),
  projectId: Type.Optional(Id),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type StartWorklog = Static<typeof StartWorklogSchema>;

/** The caller's running entry (or null) and the server's clock, so a client shows the elapsed time of the server. */
export interface RunningWorklog {
  entry: Worklog | null;
  serverTime: number;
}

export const WORKLOG_GROUPINGS = ['day', 'week', 'user'] as const;
export type WorklogGrouping = (typeof WORKLOG_GROUPINGS)[number];

export const WorklogSumsQuerySchema = Type.Object({
  groupBy: Type.Union(WORKLOG_GROUPINGS.map((grouping) => Type.Literal(grouping))),
  from: EpochMs,
  to: EpochMs,
  /** Only this user's entries (callers without WORKLOGS_READ only ever see their own). */
  userId: Type.Optional(Id),
  /** IANA time zone the days and weeks are counted in; default UTC. */
  timeZone: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
});
export type WorklogSumsQuery = Static<typeof WorklogSumsQuerySchema>;

/** One group: `key` is the day (`2024-06-03`), the ISO week (`2024-W23`) or the user id. */
export interface WorklogSum {
  key: string;
  duration: number;
}
export interface WorklogSums {
  groupBy: WorklogGrouping;
  from: number;
  to: number;
  timeZone: string;
  total: number;
  sums: WorklogSum[];
  serverTime: number;
}

export const ABSENCE_TYPES = ['vacation', 'sick', 'other'] as const;
export type AbsenceType = (typeof ABSENCE_TYPES)[number];
export const ABSENCE_STATUSES = ['requested', 'approved', 'rejected'] as const;
export type AbsenceStatus = (typeof ABSENCE_STATUSES)[number];

const CalendarDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: 'YYYY-MM-DD' });

/** An absence request: requested by the employee, decided once (approved or rejected) by a manager. */
export const AbsenceFieldsSchema = Type.Object({
  userId: Type.Optional(Id),
  type: Type.Union(ABSENCE_TYPES.map((type) => Type.Literal(type))),
  from: CalendarDate,
  to: CalendarDate,
  note: Type.Optional(Type.String({ maxLength: 1000 })),
  status: Type.Optional(Type.Union(ABSENCE_STATUSES.map((status) => Type.Literal(status)))),
  decidedBy: Type.Optional(Id),
  decidedAt: Type.Optional(EpochMs),
});
export type AbsenceFields = Static<typeof AbsenceFieldsSchema>;
export type Absence = Entity<AbsenceFields>;

export const VisitorSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  company: Type.Optional(Type.String({ maxLength: 200 })),
});

/** A visit to the company: who comes, when and where. */
export const VisitorEventFieldsSchema = Type.Object({
  title: Type.String({ minLength: 1, maxLength: 300 }),
  start: EpochMs,
  end: EpochMs,
  location: Type.Optional(Type.String({ maxLength: 300 })),
  visitors: Type.Array(VisitorSchema, { maxItems: 200 }),
  description: Type.Optional(Type.String({ maxLength: 2000 })),
});
export type VisitorEventFields = Static<typeof VisitorEventFieldsSchema>;
export type VisitorEvent = Entity<VisitorEventFields>;
