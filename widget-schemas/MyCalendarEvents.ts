import { calendarEntrySettings, calendarIdsSetting } from './calendarSettings';
import { defineWidgetSpec } from './spec';

/**
 * The entries the signed-in user takes part in (in the chosen calendars, or all it sees), not ended before today,
 * sorted by start; with onlyToday only those ending today; at most `entries` of them.
 */
export default defineWidgetSpec({
  type: 'MyCalendarEvents',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.MyCalendarEvents.title',
    description: 'widgets.MyCalendarEvents.description',
    type: 'object',
    properties: {
      calendarIds: calendarIdsSetting,
      ...calendarEntrySettings,
    },
  },
});
