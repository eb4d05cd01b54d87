import { calendarEntrySettings, calendarIdsSetting } from './calendarSettings';
import { defineWidgetSpec } from './spec';

/**
 * The entries of the chosen calendars as a month, week or day (the user switches and pages). It opens on today's
 * day with `onlyToday`, else on the month; each day shows at most `entries` entries (the rest as "+N").
 */
export default defineWidgetSpec({
  type: 'Calendar',
  group: 'data',
  categories: ['CMS', 'APPLICATION', 'CBO', 'DASHBOARD'],
  schema: {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title: 'widgets.Calendar.title',
    description: 'widgets.Calendar.description',
    type: 'object',
    properties: {
      calendarIds: calendarIdsSetting,
      ...calendarEntrySettings,
    },
  },
});
