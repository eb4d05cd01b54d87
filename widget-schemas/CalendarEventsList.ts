import { calendarEntrySettings, calendarIdsSetting } from './calendarSettings';
import { defineWidgetSpec } from './spec';

/**
 * The entries of the chosen calendars that have not ended before today, sorted by start; with onlyToday only
 * those ending today; at most `entries` of them.
 */
export default defineWidgetSpec({
  type: 'CalendarEventsList',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.CalendarEventsList.title',
    description: 'widgets.CalendarEventsList.description',
    type: 'object',
    properties: {
      calendarIds: calendarIdsSetting,
      ...calendarEntrySettings,
    },
  },
});
