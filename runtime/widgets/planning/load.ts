import type { Task } from '../../../model/api/schemas/tasks';
import { addDays } from './calendar';

/**
 * The load of a user: planned hours divided by working hours. Working hours per week are the user's
 * `workingHoursPerWeek` configuration, 40 without one; a day's capacity is a fifth of that (five working days), and
 * day bars run from 0 to 100 percent.
 */
export const DEFAULT_WORKING_HOURS = 40;
export const MIN_WORKING_HOURS = 0;
export const MAX_WORKING_HOURS = 80;
export const WORKING_HOURS_KEY = 'workingHoursPerWeek';
const WORKING_DAYS = 5;

export interface PlanningUser {
  id: string;
  displayName: string;
  configuration?: { key: string; value: unknown }[];
}

export function workingHoursOf(user: Pick<PlanningUser, 'configuration'> | null | undefined): number {
  const entry = user?.configuration?.find((item) => item.key === WORKING_HOURS_KEY);
  const hours = typeof entry?.value === 'string' ? Number(entry.value.replace(',', '.')) : Number(entry?.value);
  return entry && entry.value !== '' && entry.value !== null && Number.isFinite(hours) && hours >= 0 ? hours : DEFAULT_WORKING_HOURS;
}

/** The configuration with workingHoursPerWeek set (other entries kept in their order). */
export function withWorkingHours(configuration: { key: string; value: unknown }[] | undefined, hours: number): { key: string; value: unknown }[] {
  const list = [...(configuration ?? [])];
  const index = list.findIndex((item) => item.key === WORKING_HOURS_KEY);
  if (index >= 0) list[index] = { key: WORKING_HOURS_KEY, value: hours };
  else list.push({ key: WORKING_HOURS_KEY, value: hours });
  return list;
}

type PlannedTask = Pick<Task, 'userIds' | 'start' | 'durationInHours' | 'scheduling'>;

/**
 * Start times of a task within [from, to): the start itself, and for a recurring task every repetition
 * (daily, weekly or monthly, every `interval`, until `until`).
 */
export function occurrences(task: Pick<Task, 'start' | 'scheduling'>, from: number, to: number): number[] {
  const recurrence = task.scheduling?.recurrence;
  const frequency = recurrence?.frequency;
  if (!frequency || frequency === 'none') return task.start >= from && task.start < to ? [task.start] : [];
  const interval = Math.max(1, recurrence?.interval ?? 1);
  const until = Math.min(to, recurrence?.until !== undefined ? recurrence.until + 1 : to);
  const found: number[] = [];
  for (let n = 0, at = task.start; at < until && n < 10_000; n++) {
    if (at >= from) found.push(at);
    const next = new Date(task.start);
    if (frequency === 'daily') at = addDays(next, (n + 1) * interval).getTime();
    else if (frequency === 'weekly') at = addDays(next, (n + 1) * interval * 7).getTime();
    else {
      next.setMonth(next.getMonth() + (n + 1) * interval);
      at = next.getTime();
    }
  }
  return found;
}

/** Hours of `userId`'s tasks starting within [from, to). */
export function plannedHours(tasks: readonly PlannedTask[], userId: string, from: number, to: number): number {
  let hours = 0;
  for (const task of tasks) {
    if (!task.userIds.includes(userId)) continue;
    hours += occurrences(task, from, to).length * (Number(task.durationInHours) || 0);
  }
  return hours;
}

/** Planned hours as a percentage of the working hours (may exceed 100: overbooked). */
export function loadPercent(planned: number, workingHours: number): number {
  if (workingHours <= 0) return planned > 0 ? 100 : 0;
  return (planned / workingHours) * 100;
}

/** A day's bar: planned hours of the day against a fifth of the weekly hours, kept within 0 to 100 percent. */
export function dayBarPercent(plannedOnDay: number, workingHoursPerWeek: number): number {
  return Math.min(100, Math.max(0, loadPercent(plannedOnDay, workingHoursPerWeek / WORKING_DAYS)));
}

export function dayPlannedHours(tasks: readonly PlannedTask[], userId: string, day: Date): number {
  return plannedHours(tasks, userId, day.getTime(), addDays(day, 1).getTime());
}
