import { TZDate } from '@date-fns/tz';
import { addDays, addWeeks, format, startOfDay, startOfISOWeek } from 'date-fns';
import type { WorklogGrouping, WorklogSum } from '../../model/api/schemas/hr.js';

/**
 * Sums of worklogs per day, ISO week or user (docs/hr.md). An entry is clipped to the period and split at every
 * local midnight (or Monday midnight) of the time zone, so an entry across midnight counts on both days; a running
 * entry counts up to `now`.
 */
export interface TimedEntry {
  userId: string;
  start: number;
  end?: number | null;
}

interface Bucketing {
  /** First boundary at or before the instant. */
  floor(ms: number, timeZone: string): TZDate;
  next(boundary: TZDate): TZDate;
  key(boundary: TZDate): string;
}

const BY_DAY: Bucketing = {
  floor: (ms, timeZone) => startOfDay(new TZDate(ms, timeZone)),
  next: (boundary) => addDays(boundary, 1),
  key: (boundary) => format(boundary, 'yyyy-MM-dd'),
};
const BY_WEEK: Bucketing = {
  floor: (ms, timeZone) => startOfISOWeek(new TZDate(ms, timeZone)),
  next: (boundary) => addWeeks(boundary, 1),
  key: (boundary) => format(boundary, "RRRR-'W'II"),
};

/** True when Intl knows the time zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

function add(sums: Map<string, number>, key: string, duration: number): void {
  if (duration > 0) sums.set(key, (sums.get(key) ?? 0) + duration);
}

export function sumWorklogs(entries: TimedEntry[], options: { groupBy: WorklogGrouping; from: number; to: number; timeZone: string; now: number }): WorklogSum[] {
  const { groupBy, from, to, timeZone, now } = options;
  const sums = new Map<string, number>();
  for (const entry of entries) {
    const start = Math.max(entry.start, from);
    const end = Math.min(entry.end ?? now, to);
    if (end <= start) continue;
    if (groupBy === 'user') {
      add(sums, entry.userId, end - start);
      continue;
    }
    const bucketing = groupBy === 'day' ? BY_DAY : BY_WEEK;
    for (let boundary = bucketing.floor(start, timeZone); boundary.getTime() < end;) {
      const next = bucketing.next(boundary);
      add(sums, bucketing.key(boundary), Math.min(end, next.getTime()) - Math.max(start, boundary.getTime()));
      boundary = next;
    }
  }
  return [...sums].map(([key, duration]) => ({ key, duration })).sort((a, b) => a.key.localeCompare(b.key));
}
