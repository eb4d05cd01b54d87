/**
 * The settings the calendar widgets share (Calendar, CalendarEventsList, MyCalendarEvents), one definition each
 * so they cannot drift apart. Titles are shared keys in the `calendar` namespace (`widgets.calendar.settings.*`).
 */
const key = <N extends string>(name: N) => ({
  title: `widgets.calendar.settings.${name}.title`,
  description: `widgets.calendar.settings.${name}.description`,
}) as const;

/** How many entries a list shows (the choices the calendar and user widgets offer). */
export const ENTRY_COUNTS = [1, 3, 5, 10, 15, 20, 25] as const;

export const calendarIdsSetting = { ...key('calendarIds'), type: 'array', items: { type: 'string', minLength: 1 }, default: [] } as const;

export const calendarEntrySettings = {
  onlyToday: { ...key('onlyToday'), type: 'boolean', default: true },
  showLocation: { ...key('showLocation'), type: 'boolean', default: false },
  showDetails: { ...key('showDetails'), type: 'boolean', default: false },
  entries: { ...key('entries'), type: 'integer', enum: ENTRY_COUNTS, default: 3 },
} as const;
