import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';
import { userWith } from '../resources/tests/users.js';

/**
 * Contacts beyond the generic suites (which cover the standard set and its access rules for /contacts and
 * /contactcustomfields): custom field values, notes and their privacy, public contacts, the customer profile,
 * withReplacements and the other tenant.
 */
const server = useTestServer();

type Caller = { token: string; userId: string };
let reader: Caller;
let writer: Caller;
let otherWriter: Caller;
let plain: Caller;
let stranger: Caller;
let numberField: string;
let boolField: string;
let dateField: string;

const as = (caller: Caller | string | null, method: string, path: string, body?: unknown) =>
  server.call(method, `/api${path}`, { token: caller === null ? undefined : typeof caller === 'string' ? caller : caller.token, body, tenant: DEMO_TENANT });
const admin = (method: string, path: string, body?: unknown) => as(server.admin, method, path, body);
const fieldOf = (response: { body: { error?: { details?: { field: string }[] } } }) => response.body.error?.details?.[0]?.field;

beforeAll(async () => {
  reader = await userWith(server, ['CONTACTS_READ']);
  writer = await userWith(server, ['CONTACTS_READ', 'CONTACTS_WRITE']);
  otherWriter = await userWith(server, ['CONTACTS_READ', 'CONTACTS_WRITE']);
  plain = await userWith(server, []);
  stranger = await server.createTenantWithUser({ tenantId: 'other-contacts', email: 'boss@other.example', password: 'other-secret-1', permissions: ['TENANT_ADMIN'] });
  numberField = (await admin('POST', '/contactcustomfields', { title: 'Kundennummer', type: 'number' })).body.id;
  boolField = (await admin('POST', '/contactcustomfields', { title: 'Newsletter', type: 'boolean' })).body.id;
  dateField = (await admin('POST', '/contactcustomfields', { title: 'Erstkontakt', type: 'date' })).body.id;
});

describe('contact fields', () => {
  it('stores every field of a contact, custom field values as strings', async () => {
    const contact = {
      title: 'Dr.', salutation: 'Frau', firstName: 'Erika', lastName: 'Mustermann', birthday: '1980-04-01',
      address: { street: 'Hauptstraße', streetNumber: '1a', zip: '10115', city: 'Berlin' },
      companyAddress: { street: 'Industrieweg', streetNumber: '7', zip: '50667', city: 'Köln' },
      email: 'erika@example.com', phone: '030 123', mobile: '0170 123', company: 'Muster GmbH', companyPosition: 'CEO',
      companyPhone: '0221 456', avatarUrl: 'https://example.com/e.png', publicAccess: false,
      customFields: [{ customFieldId: numberField, value: '4711' }, { customFieldId: boolField, value: 'true' }, { customFieldId: dateField, value: '2024-02-29' }],
    };
    const created = await as(writer, 'POST', '/contacts', contact);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject(contact);
    expect((await as(reader, 'GET', `/contacts/${created.body.id}`)).body).toMatchObject(contact);
  });

  it('answers 400 naming the field for bad input, and stores nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'x'.repeat(129) }, 'firstName'],
      [{ lastName: 'x'.repeat(129) }, 'lastName'],
      [{ birthday: '01.04.19800' }, 'birthday'],
      [{ salutation: 'Divers' }, 'salutation'],
      [{ email: 'no-address' }, 'email'],
      [{ address: { city: 'Berlin', country: 'DE' } }, 'address.country'],
      [{ publicAccess: 'yes' }, 'publicAccess'],
      [{ customFields: [{ customFieldId: numberField, value: 12 }] }, 'customFields.0.value'],
      [{ customFields: [{ customFieldId: numberField, value: 'zwölf' }] }, 'customFields.0.value'],
      [{ customFields: [{ customFieldId: boolField, value: 'ja' }] }, 'customFields.0.value'],
      [{ customFields: [{ customFieldId: dateField, value: '2023-02-29' }] }, 'customFields.0.value'],
      [{ customFields: [{ customFieldId: 'nope', value: 'x' }] }, 'customFields.0.customFieldId'],
      [{ customFields: [{ customFieldId: numberField, value: '1' }, { customFieldId: numberField, value: '2' }] }, 'customFields.1.customFieldId'],
      [{ lastName: 'A', permissions: ['TENANT_ADMIN'] }, 'permissions'],
    ];
    const before = (await admin('GET', '/contacts/count')).body.count;
    for (const [body, field] of cases) {
      const response = await as(writer, 'POST', '/contacts', body);
      expect([response.status, fieldOf(response)], JSON.stringify(body)).toEqual([400, field]);
    }
    const badType = await admin('POST', '/contactcustomfields', { title: 'Farbe', type: 'color' });
    expect([badType.status, fieldOf(badType)]).toEqual([400, 'type']);
    expect((await admin('GET', '/contacts/count')).body.count).toBe(before);
  });

  it('withReplacements shows custom fields to readers and only the public shape of a linked user', async () => {
    const linked = await userWith(server, []);
    const created = (await as(writer, 'POST', '/contacts', { lastName: 'Link', userId: linked.userId, customFields: [{ customFieldId: numberField, value: '1' }] })).body;
    const read = (await as(reader, 'GET', `/contacts/${created.id}?withReplacements=true`)).body;
    expect(read.customFields[0].customFieldId).toMatchObject({ id: numberField, title: 'Kundennummer', type: 'number' });
    expect(Object.keys(read.userId).sort()).toEqual(['displayName', 'id', 'profile']);
    expect(JSON.stringify(read)).not.toMatch(/@example\.com/);
  });

  it('searches by name and company; lists sorted by lastName', async () => {
    await as(writer, 'POST', '/contacts', { firstName: 'Zora', lastName: 'Aachen', company: 'Suchbar AG' });
    const found = (await as(reader, 'GET', '/contacts?search=suchbar')).body;
    expect(found.elements.map((c: { lastName: string }) => c.lastName)).toEqual(['Aachen']);
    const searched = (await as(reader, 'POST', '/contacts/search', { fieldSearches: [{ fieldname: 'company', matcher: 'startsWith', value: 'Such' }] })).body;
    expect(searched.totalElements).toBe(1);
    const names = (await as(reader, 'GET', '/contacts?size=1000')).body.elements.map((c: { lastName?: string }) => c.lastName ?? '');
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || 0));
  });
});

describe('who may do what', () => {
  it('CONTACTS_READ reads but never writes; a plain user and anonymous callers neither; another tenant sees nothing', async () => {
    const id = (await as(writer, 'POST', '/contacts', { lastName: 'Geheim', email: 'geheim@example.com' })).body.id;
    expect((await as(reader, 'GET', `/contacts/${id}`)).status).toBe(200);
    expect((await as(reader, 'POST', '/contacts', { lastName: 'X' })).status).toBe(403);
    expect((await as(reader, 'PATCH', `/contacts/${id}`, { lastName: 'X' })).status).toBe(403);
    expect((await as(reader, 'DELETE', `/contacts/${id}`)).status).toBe(403);
    expect((await as(plain, 'GET', `/contacts/${id}`)).status).toBe(403);
    expect((await as(plain, 'GET', '/contacts')).status).toBe(403);
    expect((await as(null, 'GET', '/contacts')).status).toBe(401);
    expect((await as(null, 'GET', `/contacts/${id}/notes`)).status).toBe(401);
    const foreign = await server.call('GET', `/api/contacts/${id}`, { token: stranger.token });
    expect(foreign.status).toBe(404);
    const foreignList = await server.call('GET', '/api/contacts?size=1000', { token: stranger.token });
    expect(JSON.stringify(foreignList.body)).not.toContain('geheim@example.com');
    expect((await server.call('GET', `/api/contacts/${id}/notes`, { token: stranger.token })).status).toBe(404);
    expect((await server.call('DELETE', `/api/contacts/${id}`, { token: stranger.token })).status).toBe(404);
    expect((await as(writer, 'DELETE', `/contacts/${id}`)).status).toBe(204);
  });
});

describe('public contacts', () => {
  it('anybody lists the contacts marked publicAccess of the tenant, with public fields only, by last name', async () => {
    await as(writer, 'POST', '/contacts', { firstName: 'Paul', lastName: 'Zeiler', company: 'Öffentlich AG', email: 'paul@example.com', phone: '030 999', mobile: '0170 999', birthday: '1970-01-01', address: { city: 'Privatstadt' }, publicAccess: true, customFields: [{ customFieldId: numberField, value: '5' }] });
    await as(writer, 'POST', '/contacts', { firstName: 'Petra', lastName: 'Ahrens', publicAccess: true });
    await as(writer, 'POST', '/contacts', { firstName: 'Nicht', lastName: 'Öffentlich', publicAccess: false });
    const listed = await as(null, 'GET', '/contacts/public');
    expect(listed.status).toBe(200);
    expect(listed.body).toMatchObject({ page: 1, size: 1000, totalElements: 2 });
    expect(listed.body.elements.map((c: { lastName: string }) => c.lastName)).toEqual(['Ahrens', 'Zeiler']);
    const paul = listed.body.elements[1];
    expect(paul).toMatchObject({ firstName: 'Paul', company: 'Öffentlich AG', email: 'paul@example.com' });
    for (const hidden of ['phone', 'mobile', 'birthday', 'address', 'customFields', 'publicAccess', 'createdAt', 'userId']) expect(paul).not.toHaveProperty(hidden);
    const foreign = await server.call('GET', '/api/contacts/public', { tenant: 'other-contacts' });
    expect(foreign.body.totalElements).toBe(0);
  });
});

describe('notes', () => {
  it('a writer adds notes; private ones are read only by their author', async () => {
    const id = (await as(writer, 'POST', '/contacts', { lastName: 'Notiert' })).body.id;
    const open = await as(writer, 'POST', `/contacts/${id}/notes`, { note: 'Rückruf vereinbart' });
    expect(open.status).toBe(201);
    expect(open.body).toMatchObject({ target: { id, type: 'contact' }, ownerId: writer.userId, content: 'Rückruf vereinbart', visibility: 'public' });
    expect(typeof open.body.createdAt).toBe('number');
    expect((await as(writer, 'POST', `/contacts/${id}/notes`, { note: 'Nur für mich', visibility: 'private' })).status).toBe(201);

    const mine = (await as(writer, 'GET', `/contacts/${id}/notes`)).body;
    expect(mine.elements.map((n: { content: string }) => n.content)).toEqual(['Nur für mich', 'Rückruf vereinbart']);
    for (const other of [reader, otherWriter]) {
      const theirs = (await as(other, 'GET', `/contacts/${id}/notes`)).body;
      expect(theirs.elements.map((n: { content: string }) => n.content)).toEqual(['Rückruf vereinbart']);
      expect(theirs.totalElements).toBe(1);
    }
    const adminView = (await admin('GET', `/contacts/${id}/notes`)).body;
    expect(JSON.stringify(adminView)).not.toContain('Nur für mich');
  });

  it('refuses bad notes naming the field, notes of unknown contacts, and callers without the permission', async () => {
    const id = (await as(writer, 'POST', '/contacts', { lastName: 'Streng' })).body.id;
    for (const [body, field] of [[{}, 'note'], [{ note: '' }, 'note'], [{ note: 'x', visibility: 'secret' }, 'visibility'], [{ note: 'x', ownerId: 'me' }, 'ownerId']] as const) {
      const response = await as(writer, 'POST', `/contacts/${id}/notes`, body);
      expect([response.status, fieldOf(response)], JSON.stringify(body)).toEqual([400, field]);
    }
    expect((await as(writer, 'POST', '/contacts/unknown/notes', { note: 'x' })).status).toBe(404);
    expect((await as(writer, 'GET', '/contacts/unknown/notes')).status).toBe(404);
    expect((await as(reader, 'POST', `/contacts/${id}/notes`, { note: 'x' })).status).toBe(403);
    expect((await as(plain, 'GET', `/contacts/${id}/notes`)).status).toBe(403);
  });

  it('deleting a contact deletes its notes', async () => {
    const id = (await as(writer, 'POST', '/contacts', { lastName: 'Weg' })).body.id;
    await as(writer, 'POST', `/contacts/${id}/notes`, { note: 'bald weg' });
    expect((await as(writer, 'DELETE', `/contacts/${id}`)).status).toBe(204);
    const left = await server.db.rows<{ n: number }>(
      (await import('drizzle-orm')).sql`SELECT count(*)::int AS n FROM entities WHERE resource = 'contactnotes' AND data->'target'->>'id' = ${id}`);
    expect(Number(left[0].n)).toBe(0);
  });
});

describe('the customer profile', () => {
  it('any signed-in user creates, reads and replaces its own contact, never another one', async () => {
    expect((await as(plain, 'GET', '/contacts/mine')).status).toBe(404);
    const created = await as(plain, 'PUT', '/contacts/mine', { firstName: 'Kim', lastName: 'Kunde', phone: '040 1' });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ firstName: 'Kim', lastName: 'Kunde', userId: plain.userId });
    const replaced = await as(plain, 'PUT', '/contacts/mine', { ...created.body, firstName: 'Kimberly', phone: undefined });
    expect(replaced.body).toMatchObject({ id: created.body.id, firstName: 'Kimberly', userId: plain.userId });
    expect(replaced.body).not.toHaveProperty('phone');
    expect((await as(plain, 'GET', '/contacts/mine')).body.firstName).toBe('Kimberly');
    // Staff see it as a contact; the customer cannot link itself to someone else or publish itself.
    expect((await as(reader, 'GET', `/contacts/${created.body.id}`)).body.lastName).toBe('Kunde');
    for (const [body, field] of [[{ lastName: 'X', userId: reader.userId }, 'userId'], [{ lastName: 'X', publicAccess: true }, 'publicAccess'], [{ firstName: 'x'.repeat(129) }, 'firstName']] as const) {
      const response = await as(plain, 'PUT', '/contacts/mine', body);
      expect([response.status, fieldOf(response)], JSON.stringify(body)).toEqual([400, field]);
    }
    expect((await as(null, 'GET', '/contacts/mine')).status).toBe(401);
    expect((await as(null, 'PUT', '/contacts/mine', { lastName: 'Anonym' })).status).toBe(401);
  });

  it('keeps the custom fields and the public flag staff set when the customer saves', async () => {
    const own = (await as(otherWriter, 'PUT', '/contacts/mine', { lastName: 'Eigen' })).body;
    await as(writer, 'PATCH', `/contacts/${own.id}`, { publicAccess: true, customFields: [{ customFieldId: numberField, value: '9' }] });
    const saved = (await as(otherWriter, 'PUT', '/contacts/mine', { lastName: 'Eigen', firstName: 'Neu' })).body;
    expect(saved).toMatchObject({ publicAccess: true, customFields: [{ customFieldId: numberField, value: '9' }], firstName: 'Neu' });
  });
});

describe('a contact\'s configuration', () => {
  const configuration = [{ key: 'workingHoursPerWeek', value: 30 }, { key: 'theme', value: 'dark' }, { key: 'layout', value: { columns: 2 } }];

  it('staff with CONTACTS_WRITE store a key/value list; it is returned as stored', async () => {
    const created = await as(writer, 'POST', '/contacts', { lastName: 'Konfig', configuration });
    expect(created.status).toBe(201);
    expect(created.body.configuration).toEqual(configuration);
    const patched = await as(writer, 'PATCH', `/contacts/${created.body.id}`, { configuration: [{ key: 'theme', value: 'light' }] });
    expect(patched.body.configuration).toEqual([{ key: 'theme', value: 'light' }]);
    expect((await as(reader, 'GET', `/contacts/${created.body.id}`)).body.configuration).toEqual([{ key: 'theme', value: 'light' }]);
  });

  it('answers 400 naming the entry for a bad list, and stores nothing', async () => {
    const { id } = (await as(writer, 'POST', '/contacts', { lastName: 'Streng', configuration })).body;
    const cases: [unknown, string][] = [
      [[{ key: '', value: 1 }], 'configuration.0.key'],
      [[{ value: 1 }], 'configuration.0.key'],
      [[{ key: 'a', value: 1 }, { key: 7, value: 1 }], 'configuration.1.key'],
      ['theme=dark', 'configuration'],
      [Array.from({ length: 201 }, (_, i) => ({ key: `k${i}`, value: i })), 'configuration'],
    ];
    for (const [bad, field] of cases) {
      const response = await as(writer, 'PATCH', `/contacts/${id}`, { configuration: bad });
      expect([response.status, fieldOf(response)], JSON.stringify(bad).slice(0, 80)).toEqual([400, field]);
    }
    expect((await as(reader, 'GET', `/contacts/${id}`)).body.configuration).toEqual(configuration);
  });

  it('a CONTACTS_READ-only caller reads it but gets 403 changing it', async () => {
    const { id } = (await as(writer, 'POST', '/contacts', { lastName: 'Lesend', configuration })).body;
    expect((await as(reader, 'PATCH', `/contacts/${id}`, { configuration: [] })).status).toBe(403);
    expect((await as(reader, 'PUT', `/contacts/${id}`, { lastName: 'Lesend', configuration: [] })).status).toBe(403);
    expect((await as(reader, 'GET', `/contacts/${id}`)).body.configuration).toEqual(configuration);
  });

  it('a customer changes its own through /contacts/mine (If-Match honoured); a save without it keeps the stored list', async () => {
    const customer = await userWith(server, []);
    const own = (await as(customer, 'PUT', '/contacts/mine', { lastName: 'Selbst', configuration })).body;
    expect(own.configuration).toEqual(configuration);
    const kept = (await as(customer, 'PUT', '/contacts/mine', { lastName: 'Selbst', firstName: 'Sara' })).body;
    expect(kept).toMatchObject({ firstName: 'Sara', configuration });
    const changed = await server.call('PUT', '/api/contacts/mine', { token: customer.token, tenant: DEMO_TENANT, headers: { 'If-Match': String(kept.version) }, body: { ...kept, configuration: [] } });
    expect([changed.status, changed.body.configuration]).toEqual([200, []]);
    const stale = await server.call('PUT', '/api/contacts/mine', { token: customer.token, tenant: DEMO_TENANT, headers: { 'If-Match': String(kept.version) }, body: { ...kept, configuration } });
    expect(stale.status).toBe(409);
    const bad = await as(customer, 'PUT', '/contacts/mine', { lastName: 'Selbst', configuration: [{ key: '', value: 1 }] });
    expect([bad.status, fieldOf(bad)]).toEqual([400, 'configuration.0.key']);
    expect((await as(customer, 'GET', '/contacts/mine')).body.configuration).toEqual([]);
  });
});
