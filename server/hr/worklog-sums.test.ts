import { describe, expect, it } from 'vitest';
import { sumWorklogs } from './worklog-sums.js';

const HOUR = 3_600_000;
const SUNDAY_22 = Date.UTC(2024, 5, 9, 22); // Sunday 9 June 2024 22:00 UTC, the last hours of ISO week 23
const WEEK = { from: Date.UTC(2024, 5, 3), to: Date.UTC(2024, 5, 17), now: Date.UTC(2024, 5, 20) };

describe('sumWorklogs', () => {
  it('splits an entry across midnight and the week boundary', () => {
    const entries = [{ userId: 'a', start: SUNDAY_22, end: SUNDAY_22 + 4 * HOUR }];
    expect(sumWorklogs(entries, { ...WEEK, groupBy: 'day', timeZone: 'UTC' })).toEqual([
      { key: '2024-06-09', duration: 2 * HOUR }, { key: '2024-06-10', duration: 2 * HOUR },
    ]);
    expect(sumWorklogs(entries, { ...WEEK, groupBy: 'week', timeZone: 'UTC' })).toEqual([
      { key: '2024-W23', duration: 2 * HOUR }, { key: '2024-W24', duration: 2 * HOUR },
    ]);
  });

  it('counts days in the given time zone', () => {
    // 22:00 UTC is already Monday 00:00 in Berlin (summer time): the whole entry falls on Monday, week 24.
    const entries = [{ userId: 'a', start: SUNDAY_22, end: SUNDAY_22 + 4 * HOUR }];
    expect(sumWorklogs(entries, { ...WEEK, groupBy: 'day', timeZone: 'Europe/Berlin' })).toEqual([{ key: '2024-06-10', duration: 4 * HOUR }]);
    expect(sumWorklogs(entries, { ...WEEK, groupBy: 'week', timeZone: 'Europe/Berlin' })).toEqual([{ key: '2024-W24', duration: 4 * HOUR }]);
  });

  it('counts a running entry up to now and clips entries to the period', () => {
    const now = Date.UTC(2024, 5, 3, 10);
    const entries = [
      { userId: 'a', start: Date.UTC(2024, 5, 3, 8) },
      { userId: 'b', start: Date.UTC(2024, 5, 2, 23), end: Date.UTC(2024, 5, 3, 1) },
    ];
    expect(sumWorklogs(entries, { from: Date.UTC(2024, 5, 3), to: Date.UTC(2024, 5, 4), now, groupBy: 'user', timeZone: 'UTC' })).toEqual([
      { key: 'a', duration: 2 * HOUR }, { key: 'b', duration: HOUR },
    ]);
  });
});
