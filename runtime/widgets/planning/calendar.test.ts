import { describe, expect, it } from 'vitest';
import { addDays, isoDay, isoWeek, localDateTime, startOfWeek, timelineWeeks, weekLabelParts } from './calendar';
import { dayBarPercent, loadPercent, occurrences, plannedHours, withWorkingHours, workingHoursOf } from './load';

const local = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);

describe('planning calendar', () => {
  it('starts weeks on Monday', () => {
    expect(isoDay(startOfWeek(local(2024, 6, 5, 15)))).toBe('2024-06-03'); // Wednesday → Monday
    expect(isoDay(startOfWeek(local(2024, 6, 9, 23)))).toBe('2024-06-03'); // Sunday belongs to the week before
    expect(isoDay(startOfWeek(local(2024, 6, 10)))).toBe('2024-06-10');
  });

  it('numbers weeks the ISO way, also around the turn of the year', () => {
    expect(isoWeek(local(2024, 6, 3))).toBe(23);
    expect(isoWeek(local(2024, 12, 30))).toBe(1); // belongs to 2025's first week
    expect(isoWeek(local(2021, 1, 3))).toBe(53); // Sunday of 2020's week 53
    expect(isoWeek(local(2026, 1, 1))).toBe(1);
  });

  it('covers 3 weeks of 7 days from this Monday with the KW label parts', () => {
    const weeks = timelineWeeks(local(2024, 6, 5, 10));
    expect(weeks).toHaveLength(3);
    expect(weeks.map((w) => w.days.length)).toEqual([7, 7, 7]);
    expect(weeks.map(weekLabelParts)).toEqual([
      { week: 23, from: '03.06.2024', to: '09.06.2024' },
      { week: 24, from: '10.06.2024', to: '16.06.2024' },
      { week: 25, from: '17.06.2024', to: '23.06.2024' },
    ]);
  });

  it('reads a local day and time', () => {
    expect(localDateTime('2024-06-05', '08:00')).toBe(local(2024, 6, 5, 8).getTime());
    expect(localDateTime('2024-6-5', '8:00')).toBeNaN();
  });
});

describe('planning load', () => {
  const monday = local(2024, 6, 3);
  const at = (days: number, hour: number) => addDays(monday, days).getTime() + hour * 3_600_000;
  const tasks = [
    { userIds: ['a'], start: at(0, 8), durationInHours: 2 },
    { userIds: ['a', 'b'], start: at(2, 9), durationInHours: 6 },
    { userIds: ['a'], start: at(7, 8), durationInHours: 4 }, // next week
    { userIds: ['b'], start: at(1, 8), durationInHours: 1, scheduling: { duration: 3_600_000, recurrence: { frequency: 'daily' as const, interval: 2 } } },
  ];

  it('takes workingHoursPerWeek from the configuration, 40 without one', () => {
    expect(workingHoursOf({ configuration: [{ key: 'workingHoursPerWeek', value: 30 }] })).toBe(30);
    expect(workingHoursOf({ configuration: [{ key: 'workingHoursPerWeek', value: '20' }] })).toBe(20);
    expect(workingHoursOf({ configuration: [{ key: 'other', value: 1 }] })).toBe(40);
    expect(workingHoursOf(null)).toBe(40);
    expect(withWorkingHours([{ key: 'x', value: 1 }, { key: 'workingHoursPerWeek', value: 40 }], 32)).toEqual([{ key: 'x', value: 1 }, { key: 'workingHoursPerWeek', value: 32 }]);
    expect(withWorkingHours(undefined, 20)).toEqual([{ key: 'workingHoursPerWeek', value: 20 }]);
  });

  it('sums planned hours of a user within a period and divides by the working hours', () => {
    const week = [monday.getTime(), addDays(monday, 7).getTime()] as const;
    expect(plannedHours(tasks, 'a', ...week)).toBe(8);
    expect(loadPercent(plannedHours(tasks, 'a', ...week), 40)).toBe(20);
    expect(loadPercent(10, 0)).toBe(100);
  });

  it('counts every repetition of a recurring task within the period', () => {
    const week = [monday.getTime(), addDays(monday, 7).getTime()] as const;
    expect(occurrences(tasks[3], ...week).map((t) => new Date(t).getDate())).toEqual([4, 6, 8]);
    expect(plannedHours(tasks, 'b', ...week)).toBe(6 + 3);
  });

  it('draws day bars from 0 to 100 percent of a fifth of the weekly hours', () => {
    expect(dayBarPercent(4, 40)).toBe(50);
    expect(dayBarPercent(12, 40)).toBe(100);
    expect(dayBarPercent(0, 40)).toBe(0);
  });
});
