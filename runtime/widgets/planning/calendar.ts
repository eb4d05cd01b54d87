import { formatDdMmYyyy } from '../../format/format';

/**
 * Calendar arithmetic of resource planning, in local time: weeks start on Monday, the timeline covers 3 weeks of 7
 * days, weeks are labelled with their ISO week number and first and last day.
 */
export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const TIMELINE_WEEKS = 3;
export const DAYS_PER_WEEK = 7;

/** Midnight of the day (local time). */
export function startOfDay(value: number | Date): Date {
  const date = new Date(value);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** The date `days` calendar days later (local midnight stays midnight across daylight saving changes). */
export function addDays(value: number | Date, days: number): Date {
  const date = new Date(value);
  date.setDate(date.getDate() + days);
  return date;
}

/** Monday 00:00 of the week containing the day. */
export function startOfWeek(value: number | Date): Date {
  const day = startOfDay(value);
  const sinceMonday = (day.getDay() + 6) % 7;
  return addDays(day, -sinceMonday);
}

/** ISO 8601 week number (the week with the year's first Thursday is week 1). */
export function isoWeek(value: number | Date): number {
  const date = startOfDay(value);
  const thursday = addDays(date, 3 - ((date.getDay() + 6) % 7));
  const firstThursday = startOfWeek(new Date(thursday.getFullYear(), 0, 4));
  return 1 + Math.round((startOfWeek(thursday).getTime() - firstThursday.getTime()) / (7 * DAY_MS));
}

export interface Week {
  start: Date;
  /** Exclusive: the next Monday 00:00. */
  end: Date;
  number: number;
  days: Date[];
}

export function weekOf(value: number | Date): Week {
  const start = startOfWeek(value);
  const days = Array.from({ length: DAYS_PER_WEEK }, (_, i) => addDays(start, i));
  return { start, end: addDays(start, DAYS_PER_WEEK), number: isoWeek(start), days };
}

/** The planning timeline: `count` weeks from the Monday of the week containing `now`. */
export function timelineWeeks(now: number | Date, count = TIMELINE_WEEKS): Week[] {
  const first = startOfWeek(now);
  return Array.from({ length: count }, (_, i) => weekOf(addDays(first, i * DAYS_PER_WEEK)));
}

/** The parts of the label `KW {week} ({dd.MM.yyyy} - {dd.MM.yyyy})`: week number, first and last day. */
export function weekLabelParts(week: Week): { week: number; from: string; to: string } {
  return { week: week.number, from: formatDdMmYyyy(week.start), to: formatDdMmYyyy(week.days[DAYS_PER_WEEK - 1]) };
}

/** yyyy-MM-dd in local time (date inputs and stable ids). */
export function isoDay(value: number | Date): string {
  const date = new Date(value);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** Epoch ms of a local day (yyyy-MM-dd) at a local time (HH:mm); NaN when either is malformed. */
export function localDateTime(day: string, time: string): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return Number.NaN;
  return new Date(Number(d[1]), Number(d[2]) - 1, Number(d[3]), Number(t[1]), Number(t[2])).getTime();
}
