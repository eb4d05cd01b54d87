import { endOfDay, startOfDay } from 'date-fns';
import type { SearchRequest } from '../../../model/api/schemas/common';
import type { CalendarEvent, TranslatedText } from '../../../model/api/schemas/calendars';

/**
 * The queries and texts of the calendar widgets (docs/data-views.md, Calendars), without React: the entries list
 * (size 100, calendarId in the chosen calendars, end at or after the start of today, with onlyToday end before
 * the end of today, sorted by start, then cut to `entries`) and the entries overlapping a period.
 */
export const CALENDAR_FETCH_SIZE = 100;

type FieldSearch = Record<string, unknown>;

const inCalendars = (calendarIds: readonly string[]): FieldSearch[] =>
  calendarIds.length ? [{ type: 'foreignId', fieldname: 'calendarId', matcher: 'in', value: [...calendarIds] }] : [];

export function entriesListSearch(options: { calendarIds: readonly string[]; onlyToday: boolean; now: Date; participant?: string }): SearchRequest {
  const fieldSearches: FieldSearch[] = [
    ...inCalendars(options.calendarIds),
    { type: 'number', fieldname: 'end', matcher: 'greaterThanOrEquals', value: startOfDay(options.now).getTime() },
  ];
  if (options.onlyToday) fieldSearches.push({ type: 'number', fieldname: 'end', matcher: 'lessThan', value: endOfDay(options.now).getTime() + 1 });
  if (options.participant) fieldSearches.push({ type: 'foreignId', fieldname: 'participants', matcher: 'equals', value: options.participant });
  return { fieldSearches, page: 1, size: CALENDAR_FETCH_SIZE, sort: 'start' } as SearchRequest;
}

/** Entries that overlap [from, to): they start before its end and end after its start. */
export function periodSearch(calendarIds: readonly string[], from: Date, to: Date): SearchRequest {
  return {
    fieldSearches: [
      ...inCalendars(calendarIds),
      { type: 'number', fieldname: 'start', matcher: 'lessThan', value: to.getTime() },
      { type: 'number', fieldname: 'end', matcher: 'greaterThanOrEquals', value: from.getTime() },
    ],
    page: 1, size: 1000, sort: 'start',
  } as SearchRequest;
}

/** The text in the language (`de_de`), else German, else the first one; '' for none. */
export function textIn(texts: readonly TranslatedText[] | undefined, language: string): string {
  if (!texts?.length) return '';
  const found = texts.find((t) => t.language === language) ?? texts.find((t) => t.language === 'de_de') ?? texts[0];
  return found.text;
}

/** Whether an entry takes place on the day (it overlaps it). */
export function onDay(entry: Pick<CalendarEvent, 'start' | 'end'>, day: Date): boolean {
  return entry.start <= endOfDay(day).getTime() && entry.end >= startOfDay(day).getTime();
}
