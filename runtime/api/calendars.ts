import { CALENDAR_EVENTS, CALENDARS } from '../../model/resources/descriptors.js';
import type { Page } from '../../model/api/schemas/common.js';
import type { Calendar, CalendarEvent, CalendarEventFields, CalendarFields } from '../../model/api/schemas/calendars.js';
import { apiRequest } from './http.js';
import { apiMethod } from './method.js';
import { createResourceClient } from './resource-client.js';

/**
 * Calendars and their entries (docs/api.md, Calendars). Reads send the token when there is one: the server shows
 * public calendars to everybody and private ones to their owner.
 */
export const calendarsApi = createResourceClient<Calendar, CalendarFields>()(CALENDARS);
export const calendarEventsApi = createResourceClient<CalendarEvent, CalendarEventFields>()(CALENDAR_EVENTS);

export const { getCalendars, getCalendar, countCalendars, existsCalendar, createCalendar, putCalendar, patchCalendar, deleteCalendar, deleteManyCalendars, searchCalendars } = calendarsApi;
export const {
  getCalendarEvents, getCalendarEvent, countCalendarEvents, existsCalendarEvent, createCalendarEvent, putCalendarEvent, patchCalendarEvent,
  deleteCalendarEvent, deleteManyCalendarEvents, searchCalendarEvents,
} = calendarEventsApi;

export interface ParticipatingEventsQuery {
  page?: number;
  size?: number;
  /** Also the entries that have ended; default false. */
  includePastEvents?: boolean;
}

/** The calendar entries the signed-in user takes part in, sorted by start. */
export const getParticipatingCalendarEvents = apiMethod('getParticipatingCalendarEvents', ['query'], [], (query?: ParticipatingEventsQuery) =>
  apiRequest<Page<CalendarEvent>>('GET', '/calendarevents/participating', { query: { ...query } }));
