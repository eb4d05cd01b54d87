import { calendarsApi } from '../../../runtime/api';
import { CalendarFieldsSchema, type Calendar } from '../../../model/api/schemas/calendars';
import { CALENDARS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/**
 * `calendars` (every signed-in user; writing needs CALENDARS_WRITE): the calendars the user may read (public ones
 * and its own private ones, all for TENANT_ADMIN), each with a link to its entries.
 */
const CALENDARS_CONFIG: SimpleResourceConfig<Calendar> = {
  resource: 'calendars',
  prefix: 'calendars',
  descriptor: CALENDARS,
  schema: CalendarFieldsSchema,
  nameField: 'name',
  fields: [
    { name: 'name', inList: true, sortable: true },
    { name: 'color', kind: 'color', inList: true },
    { name: 'visibility', inList: true, sortable: true },
    { name: 'description', kind: 'textarea' },
  ],
  api: simpleApi(CALENDARS, calendarsApi),
  rowLinks: [{ to: (calendar) => `/backoffice/calendars/${encodeURIComponent(calendar.id)}/events`, testId: 'calendar-events', label: 'calendars.events' }],
};

export default function CalendarsPage() {
  return <SimpleResourcePage config={CALENDARS_CONFIG} />;
}
