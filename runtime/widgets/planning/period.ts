import { TIMELINE_WEEKS, timelineWeeks } from './calendar';

/**
 * A period of time as the `periodOfTime` input may send it: {start, end} or {from, to}, each epoch ms, an ISO
 * date text or a Date. Missing or unusable: the planning default, 3 weeks from this Monday.
 */
export interface Period {
  from: number;
  to: number;
}

function time(value: unknown): number {
  if (value instanceof Date) return value.getTime();
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim()) return /^\d+$/.test(value.trim()) ? Number(value) : Date.parse(value);
  return Number.NaN;
}

export function defaultPeriod(now: number = Date.now()): Period {
  const weeks = timelineWeeks(now, TIMELINE_WEEKS);
  return { from: weeks[0].start.getTime(), to: weeks[weeks.length - 1].end.getTime() };
}

export function parsePeriod(input: unknown, now: number = Date.now()): Period {
  if (input && typeof input === 'object') {
    const value = input as Record<string, unknown>;
    const from = time(value.start ?? value.from);
    const to = time(value.end ?? value.to);
    if (Number.isFinite(from) && Number.isFinite(to) && to > from) return { from, to };
  }
  return defaultPeriod(now);
}

/** How many weeks of working hours a period holds (7 days = 1 week). */
export function periodWeeks(period: Period): number {
  return (period.to - period.from) / (7 * 86_400_000);
}
