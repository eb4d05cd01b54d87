import {
  addDays, addMonths, addWeeks, eachDayOfInterval, endOfDay, endOfMonth, endOfWeek, startOfDay, startOfMonth, startOfWeek,
} from 'date-fns';

/**
 * The period a calendar view shows around a date: a month as whole weeks (Monday first, the German way), a week,
 * or a day; and the step to the previous or next one.
 */
export type CalendarView = 'month' | 'week' | 'day';
export const CALENDAR_VIEWS: readonly CalendarView[] = ['month', 'week', 'day'];

const WEEK = { weekStartsOn: 1 } as const;

export function periodOf(view: CalendarView, date: Date): { from: Date; to: Date; days: Date[] } {
  const from = view === 'month' ? startOfWeek(startOfMonth(date), WEEK) : view === 'week' ? startOfWeek(date, WEEK) : startOfDay(date);
  const last = view === 'month' ? endOfWeek(endOfMonth(date), WEEK) : view === 'week' ? endOfWeek(date, WEEK) : endOfDay(date);
  return { from, to: new Date(last.getTime() + 1), days: eachDayOfInterval({ start: from, end: last }) };
}

export function stepped(view: CalendarView, date: Date, steps: number): Date {
  if (view === 'month') return addMonths(date, steps);
  return view === 'week' ? addWeeks(date, steps) : addDays(date, steps);
}
