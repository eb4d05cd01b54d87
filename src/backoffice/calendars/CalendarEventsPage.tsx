import { useMemo } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { calendarEventsApi, getCalendar } from '../../../runtime/api';
import { CalendarEventFieldsSchema, type CalendarEvent } from '../../../model/api/schemas/calendars';
import { CALENDAR_EVENTS } from '../../../model/resources/descriptors';
import { resourceKey } from '../common/queries';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';
import type { SimpleField } from '../simple/simpleForm';

const FIELDS: SimpleField[] = [
  { name: 'title', kind: 'translated', inList: true },
  { name: 'start', kind: 'datetime', inList: true, sortable: true },
  { name: 'end', kind: 'datetime', inList: true, sortable: true },
  { name: 'location', kind: 'translated', inList: true },
  { name: 'content', kind: 'translated', multiline: true },
];

/**
 * `calendars/:calendarId/events`: the entries of one calendar, the list a search on its id. Texts are edited in
 * the interface language; the other languages' texts stay as they are.
 */
export default function CalendarEventsPage() {
  const { t } = useTranslation('backoffice');
  const calendarId = useParams().calendarId ?? '';
  const calendar = useQuery({ queryKey: [...resourceKey('calendars'), 'one', calendarId], queryFn: () => getCalendar(calendarId) });
  const config = useMemo<SimpleResourceConfig<CalendarEvent>>(() => ({
    resource: 'calendarevents',
    prefix: 'calendarEvents',
    descriptor: CALENDAR_EVENTS,
    schema: CalendarEventFieldsSchema,
    nameField: 'title',
    fields: FIELDS,
    initial: { calendarId },
    headerLinks: [{ to: '/backoffice/calendars', testId: 'back', label: 'calendarEvents.back' }],
    api: simpleApi(CALENDAR_EVENTS, calendarEventsApi, {
      filter: [{ type: 'foreignId', fieldname: 'calendarId', matcher: 'equals', value: calendarId }],
    }),
  }), [calendarId]);
  const title = calendar.data ? t('calendarEvents.titleOf', { name: calendar.data.name }) : t('calendarEvents.title');
  return <SimpleResourcePage config={{ ...config, title }} />;
}
