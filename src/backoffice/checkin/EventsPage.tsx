import { visitorEventsApi } from '../../../runtime/api';
import { VisitorEventFieldsSchema, type VisitorEvent } from '../../../model/api/schemas/hr';
import { VISITOR_EVENTS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

/**
 * `checkin/events`: the visitor events (`/visitorevents`, docs/hr.md) the check-in apps check visitors in for; every
 * signed-in user reads them, VISITOR_EVENTS_WRITE writes. The visitors named on an event are kept as they are.
 */
const EVENTS_CONFIG: SimpleResourceConfig<VisitorEvent> = {
  resource: 'visitorevents',
  prefix: 'checkinEvents',
  descriptor: VISITOR_EVENTS,
  schema: VisitorEventFieldsSchema,
  nameField: 'title',
  fields: [
    { name: 'title', inList: true, sortable: true },
    { name: 'start', kind: 'datetime', inList: true, sortable: true },
    { name: 'end', kind: 'datetime', inList: true, sortable: true },
    { name: 'location', inList: true, sortable: true },
    { name: 'description', kind: 'textarea' },
  ],
  initial: { visitors: [] },
  api: simpleApi(VISITOR_EVENTS, visitorEventsApi),
};

export default function EventsPage() {
  return <SimpleResourcePage config={EVENTS_CONFIG} />;
}
