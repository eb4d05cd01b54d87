import { sql, type SQL } from 'drizzle-orm';
import { CALENDAR_EVENTS, CALENDARS } from '../../../model/resources/descriptors.js';
import { CalendarEventFieldsSchema, CalendarFieldsSchema } from '../../../model/api/schemas/calendars.js';
import { hasPermission } from '../../auth/context.js';
import { invalidField } from '../../http/errors.js';
import { findRow } from '../core/store.js';
import type { CallContext, ResourceDefinition, ResourceRoutes } from '../core/types.js';

/**
 * /api/calendars and /api/calendarevents (docs/api.md, Calendars). Who sees what is one SQL condition per caller
 * (`visibleTo`), applied to every read and write: TENANT_ADMIN sees everything; anybody else public calendars and,
 * signed in, its own private ones. An entry is visible with its calendar, and to the users taking part in it.
 * Writing needs CALENDARS_WRITE (the route) and stays within what the caller sees.
 */
type Caller = Pick<CallContext, 'tenantId' | 'auth'>;

const isAdmin = (caller: Caller) => hasPermission(caller.auth, 'TENANT_ADMIN');

/** The calendars `alias` (an entities row of calendars) the caller may see. */
function calendarVisible(caller: Caller, alias: SQL): SQL {
  const isPublic = sql`${alias}.data->>'visibility' = 'public'`;
  return caller.auth ? sql`(${isPublic} OR ${alias}.data->>'ownerId' = ${caller.auth.userId})` : isPublic;
}

export const calendars: ResourceDefinition = {
  name: 'calendars',
  schema: CalendarFieldsSchema,
  searchable: ['name', 'description'],
  replacements: { ownerId: 'users' },
  defaultSort: CALENDARS.defaultSort,
  visibleTo: (caller) => (isAdmin(caller) ? null : calendarVisible(caller, sql.raw('e'))),
  hooks: {
    prepare(data, { ctx, existing }) {
      // The owner is the creator; only an administrator gives a calendar to someone else. A change keeps the owner.
      const ownerId = isAdmin(ctx) ? (data.ownerId ?? existing?.ownerId ?? ctx.auth?.userId) : (existing?.ownerId ?? ctx.auth?.userId);
      return { ...data, ownerId, visibility: data.visibility ?? 'private' };
    },
  },
};

export const calendarEvents: ResourceDefinition = {
  name: 'calendarevents',
  schema: CalendarEventFieldsSchema,
  searchable: ['title.text', 'content.text', 'location.text'],
  replacements: { calendarId: 'calendars', participants: 'users' },
  defaultSort: CALENDAR_EVENTS.defaultSort,
  visibleTo(caller) {
    if (isAdmin(caller)) return null;
    const ofVisibleCalendar = sql`EXISTS (SELECT 1 FROM entities c WHERE c.tenant_id = e.tenant_id AND c.resource = 'calendars'
      AND c.id = e.data->>'calendarId' AND ${calendarVisible(caller, sql.raw('c'))})`;
    return caller.auth
      ? sql`(${ofVisibleCalendar} OR e.data->'participants' @> ${JSON.stringify([caller.auth.userId])}::jsonb)`
      : ofVisibleCalendar;
  },
  hooks: {
    async prepare(data, { ctx, tx }) {
      if ((data.end as number) < (data.start as number)) throw invalidField('end', 'must not be before start');
      // The entry must go into a calendar the caller sees (another tenant's or someone's private one names nothing).
      const calendar = await findRow(ctx.db, { tenantId: ctx.tenantId, resource: 'calendars', visible: calendars.visibleTo!(ctx) }, data.calendarId as string, tx);
      if (!calendar) throw invalidField('calendarId', 'names no calendar you can see');
      return data;
    },
  },
};

export const calendarRoutes: ResourceRoutes[] = [
  { descriptor: CALENDARS, definition: calendars },
  { descriptor: CALENDAR_EVENTS, definition: calendarEvents },
];
