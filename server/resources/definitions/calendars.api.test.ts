import { beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../users/store.js';
import { grantRole } from '../../test/grant-role.js';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';

/**
 * /api/calendars and /api/calendarevents against the real server: owner and visibility rules (public calendars
 * and their entries readable without a token, private ones only by owner and TENANT_ADMIN), another tenant,
 * withReplacements, unknown fields, the period search, 400s naming the field, and the participating events.
 */
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const JUNE_3 = Date.UTC(2024, 5, 3, 8);

const server = useTestServer({ timeoutMs: 120_000 });
let owner: { id: string; token: string };
let colleague: { id: string; token: string };
let reader: { id: string; token: string };
let publicCalendar: string;
let privateCalendar: string;

async function user(email: string, permissions: string[]): Promise<{ id: string; token: string }> {
  const created = await createUser(server.db, DEMO_TENANT, { displayName: email, primaryEmail: email, password: 'calendar-Pass-1' });
  if (permissions.length) await grantRole(server.db, DEMO_TENANT, created.id, permissions);
  return { id: created.id, token: await server.login(email, 'calendar-Pass-1', DEMO_TENANT) };
}

const text = (de: string, en?: string) => [{ language: 'de_de', text: de }, ...(en ? [{ language: 'en_us', text: en }] : [])];
const entry = (calendarId: string, start: number, end: number, title: string, extra: Record<string, unknown> = {}) =>
  ({ calendarId, start, end, title: text(title), ...extra });

async function create(path: string, token: string, body: unknown): Promise<string> {
  const created = await server.call('POST', `/api${path}`, { token, body });
  if (created.status !== 201) throw new Error(`${path}: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.id;
}

const titles = (body: { elements: { title: { text: string }[] }[] }) => body.elements.map((e) => e.title[0].text);

beforeAll(async () => {
  owner = await user('calendar-owner@example.com', ['CALENDARS_WRITE']);
  colleague = await user('calendar-colleague@example.com', ['CALENDARS_WRITE']);
  reader = await user('calendar-reader@example.com', []);
  publicCalendar = await create('/calendars', owner.token, { name: 'Veranstaltungen', color: '#3366ff', visibility: 'public' });
  privateCalendar = await create('/calendars', owner.token, { name: 'Privat', color: '#aa0000' });
  await create('/calendarevents', owner.token, entry(publicCalendar, JUNE_3, JUNE_3 + 2 * HOUR, 'Sommerfest', { location: text('Halle 1', 'Hall 1') }));
  await create('/calendarevents', owner.token, entry(privateCalendar, JUNE_3, JUNE_3 + HOUR, 'Arzttermin'));
}, 120_000);

describe('/api/calendars', () => {
  it('makes the creator the owner and a calendar private unless it says public', async () => {
    const read = await server.call('GET', `/api/calendars/${privateCalendar}`, { token: owner.token });
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ name: 'Privat', ownerId: owner.id, visibility: 'private', color: '#aa0000' });
  });

  it('shows public calendars to anybody of the tenant, private ones only to their owner and administrators', async () => {
    const names = async (options: { token?: string; tenant?: string }) =>
      (await server.call('GET', '/api/calendars?size=100', options)).body.elements.map((c: { name: string }) => c.name).sort();
    expect(await names({ tenant: DEMO_TENANT })).toEqual(['Veranstaltungen']);
    expect(await names({ token: colleague.token })).toEqual(['Veranstaltungen']);
    expect(await names({ token: owner.token })).toEqual(['Privat', 'Veranstaltungen']);
    expect(await names({ token: server.admin })).toEqual(['Privat', 'Veranstaltungen']);
    expect((await server.call('GET', `/api/calendars/${privateCalendar}`, { token: colleague.token })).status).toBe(404);
    expect((await server.call('HEAD', `/api/calendars/${privateCalendar}`, { tenant: DEMO_TENANT })).status).toBe(404);
    expect((await server.call('GET', '/api/calendars/count', { token: colleague.token })).body.count).toBe(1);
  });

  it('lets nobody change or delete a private calendar of someone else, and keeps the owner', async () => {
    expect((await server.call('PATCH', `/api/calendars/${privateCalendar}`, { token: colleague.token, body: { name: 'Meins' } })).status).toBe(404);
    expect((await server.call('DELETE', `/api/calendars/${privateCalendar}`, { token: colleague.token })).status).toBe(404);
    const taken = await server.call('PATCH', `/api/calendars/${publicCalendar}`, { token: colleague.token, body: { ownerId: colleague.id } });
    expect(taken.status).toBe(200);
    expect(taken.body.ownerId).toBe(owner.id);
    const given = await server.call('POST', '/api/calendars', { token: colleague.token, body: { name: 'Fremd', ownerId: owner.id } });
    expect(given.body.ownerId).toBe(colleague.id);
    const byAdmin = await server.call('POST', '/api/calendars', { token: server.admin, body: { name: 'Für Owner', ownerId: owner.id } });
    expect(byAdmin.body.ownerId).toBe(owner.id);
  });

  it('needs CALENDARS_WRITE to write', async () => {
    const refused = await server.call('POST', '/api/calendars', { token: reader.token, body: { name: 'Nein' } });
    expect(refused.status).toBe(403);
    expect((await server.call('POST', '/api/calendars', { tenant: DEMO_TENANT, body: { name: 'Nein' } })).status).toBe(401);
  });

  it('refuses bad input and unknown fields naming the field', async () => {
    const colour = await server.call('POST', '/api/calendars', { token: owner.token, body: { name: 'x', color: 'blue' } });
    expect(colour.status).toBe(400);
    expect(colour.body.error.details[0].field).toBe('color');
    const visibility = await server.call('POST', '/api/calendars', { token: owner.token, body: { name: 'x', visibility: 'secret' } });
    expect(visibility.body.error.details[0].field).toBe('visibility');
    const unknown = await server.call('POST', '/api/calendars', { token: owner.token, body: { name: 'x', shared: true } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('shared');
  });

  it('is invisible to another tenant', async () => {
    const other = await server.createTenantWithUser({ tenantId: 'other-calendars', email: 'other-cal@example.com', password: 'other-Pass-1', permissions: ['TENANT_ADMIN'] });
    expect((await server.call('GET', `/api/calendars/${publicCalendar}`, { token: other.token })).status).toBe(404);
    expect((await server.call('GET', '/api/calendars', { tenant: 'other-calendars' })).body.totalElements).toBe(0);
    const foreign = await server.call('POST', '/api/calendarevents', { token: other.token, body: entry(publicCalendar, JUNE_3, JUNE_3 + HOUR, 'Fremd') });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0].field).toBe('calendarId');
  });
});

describe('/api/calendarevents', () => {
  it('shows the entries of public calendars without a token and those of a private calendar only to its owner', async () => {
    expect(titles((await server.call('GET', '/api/calendarevents', { tenant: DEMO_TENANT })).body)).toEqual(['Sommerfest']);
    expect(titles((await server.call('GET', '/api/calendarevents', { token: colleague.token })).body)).toEqual(['Sommerfest']);
    expect(titles((await server.call('GET', '/api/calendarevents', { token: owner.token })).body).sort()).toEqual(['Arzttermin', 'Sommerfest']);
    expect(titles((await server.call('GET', '/api/calendarevents', { token: server.admin })).body).sort()).toEqual(['Arzttermin', 'Sommerfest']);
  });

  it('follows its calendar: making a calendar private hides its entries at once', async () => {
    const calendar = await create('/calendars', owner.token, { name: 'Wechselnd', visibility: 'public' });
    const id = await create('/calendarevents', owner.token, entry(calendar, JUNE_3, JUNE_3 + HOUR, 'Wechsel'));
    expect((await server.call('GET', `/api/calendarevents/${id}`, { tenant: DEMO_TENANT })).status).toBe(200);
    await server.call('PATCH', `/api/calendars/${calendar}`, { token: owner.token, body: { visibility: 'private' } });
    expect((await server.call('GET', `/api/calendarevents/${id}`, { tenant: DEMO_TENANT })).status).toBe(404);
    expect((await server.call('GET', `/api/calendarevents/${id}`, { token: colleague.token })).status).toBe(404);
  });

  it('refuses an entry into a private calendar of someone else, and one that ends before it starts, naming the field', async () => {
    const foreign = await server.call('POST', '/api/calendarevents', { token: colleague.token, body: entry(privateCalendar, JUNE_3, JUNE_3 + HOUR, 'x') });
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.details[0].field).toBe('calendarId');
    const backwards = await server.call('POST', '/api/calendarevents', { token: owner.token, body: entry(publicCalendar, JUNE_3, JUNE_3 - 1, 'x') });
    expect(backwards.status).toBe(400);
    expect(backwards.body.error).toMatchObject({ code: expect.any(String) });
    expect(backwards.body.error.details[0].field).toBe('end');
    const badTitle = await server.call('POST', '/api/calendarevents', { token: owner.token, body: { ...entry(publicCalendar, JUNE_3, JUNE_3, 'x'), title: [{ language: 'German', text: 'x' }] } });
    expect(badTitle.body.error.details[0].field).toBe('title.0.language');
    const unknown = await server.call('POST', '/api/calendarevents', { token: owner.token, body: { ...entry(publicCalendar, JUNE_3, JUNE_3, 'x'), room: 'A' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.details[0].field).toBe('room');
  });

  it('finds entries overlapping a period with a search on start and end', async () => {
    const calendar = await create('/calendars', owner.token, { name: 'Zeitraum', visibility: 'public' });
    const day = Date.UTC(2025, 0, 10);
    await create('/calendarevents', owner.token, entry(calendar, day - DAY, day - DAY + HOUR, 'Davor'));
    await create('/calendarevents', owner.token, entry(calendar, day - HOUR, day + HOUR, 'Über Mitternacht'));
    await create('/calendarevents', owner.token, entry(calendar, day + 10 * HOUR, day + 11 * HOUR, 'Mittags'));
    await create('/calendarevents', owner.token, entry(calendar, day + DAY, day + DAY + HOUR, 'Danach'));
    const found = await server.call('POST', '/api/calendarevents/search', {
      tenant: DEMO_TENANT,
      body: { fieldSearches: [
        { type: 'foreignId', fieldname: 'calendarId', matcher: 'in', value: [calendar] },
        { type: 'number', fieldname: 'start', matcher: 'lessThan', value: day + DAY },
        { type: 'number', fieldname: 'end', matcher: 'greaterThan', value: day },
      ] },
    });
    expect(found.status).toBe(200);
    expect(titles(found.body)).toEqual(['Über Mitternacht', 'Mittags']);
  });

  it('replaces the calendar and the participants with withReplacements, within what the caller may read', async () => {
    const id = await create('/calendarevents', owner.token, entry(privateCalendar, JUNE_3, JUNE_3 + HOUR, 'Besprechung', { participants: [colleague.id] }));
    const asAdmin = await server.call('GET', `/api/calendarevents/${id}?withReplacements=true`, { token: server.admin });
    expect(asAdmin.body.calendarId).toMatchObject({ id: privateCalendar, name: 'Privat' });
    expect(asAdmin.body.participants[0]).toMatchObject({ id: colleague.id, primaryEmail: 'calendar-colleague@example.com' });
    // The colleague takes part, so it sees the entry, but not the owner's private calendar nor others' e-mails.
    const asParticipant = await server.call('GET', `/api/calendarevents/${id}?withReplacements=true`, { token: colleague.token });
    expect(asParticipant.status).toBe(200);
    expect(asParticipant.body.calendarId).toBe(privateCalendar);
    expect(asParticipant.body.participants[0]).toEqual({ id: colleague.id, displayName: 'calendar-colleague@example.com', profile: {} });
  });

  it('lists the caller\'s participating events sorted by start, without past ones unless asked', async () => {
    const now = Date.now();
    await create('/calendarevents', owner.token, entry(publicCalendar, now + 2 * DAY, now + 2 * DAY + HOUR, 'Übermorgen', { participants: [reader.id] }));
    await create('/calendarevents', owner.token, entry(publicCalendar, now + DAY, now + DAY + HOUR, 'Morgen', { participants: [reader.id, owner.id] }));
    await create('/calendarevents', owner.token, entry(publicCalendar, now - 2 * DAY, now - 2 * DAY + HOUR, 'Vorgestern', { participants: [reader.id] }));
    await create('/calendarevents', owner.token, entry(publicCalendar, now + DAY, now + DAY + HOUR, 'Ohne mich', { participants: [owner.id] }));
    const upcoming = await server.call('GET', '/api/calendarevents/participating', { token: reader.token });
    expect(upcoming.status).toBe(200);
    expect(titles(upcoming.body)).toEqual(['Morgen', 'Übermorgen']);
    const all = await server.call('GET', '/api/calendarevents/participating?includePastEvents=true', { token: reader.token });
    expect(titles(all.body)).toEqual(['Vorgestern', 'Morgen', 'Übermorgen']);
    expect((await server.call('GET', '/api/calendarevents/participating', { tenant: DEMO_TENANT })).status).toBe(401);
    const bad = await server.call('GET', '/api/calendarevents/participating?includePastEvents=perhaps', { token: reader.token });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('includePastEvents');
  });
});
