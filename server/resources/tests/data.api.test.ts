import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';
import { userWith } from './users.js';

/** Data types ({id, path, schema}) and their records at /api/data/{path}, validated against the schema. */
const server = useTestServer();

/** `as` null calls without a token (with X-Tenant-Id); default is the admin. */
const call = (method: string, path: string, body?: unknown, as: string | null = server.admin) =>
  server.call(method, `/api${path}`, { token: as ?? undefined, body, tenant: as ? undefined : 'demo' });

const schema = {
  type: 'object',
  properties: { title: { type: 'string', minLength: 1 }, when: { type: 'integer' }, place: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } },
  required: ['title'],
};

describe('data types and records', () => {
  it('validates records against the type and names the field', async () => {
    const type = await call('POST', '/datatypes', { path: 'events', schema, name: 'Termine' });
    expect(type.status).toBe(201);
    expect(type.body).toMatchObject({ id: expect.any(String), path: 'events', schema });
    const ok = await call('POST', '/data/events', { title: 'Sommerfest', when: 1, place: { city: 'Bern' } });
    expect(ok.status).toBe(201);
    for (const [body, field] of [[{ when: 1 }, 'title'], [{ title: 'x', when: 'morgen' }, 'when'], [{ title: 'x', place: {} }, 'place.city'], [{ title: '' }, 'title']] as const) {
      const result = await call('POST', '/data/events', body);
      expect(result.status, JSON.stringify(body)).toBe(400);
      expect(result.body.error.details[0].field).toBe(field);
    }
    const patched = await call('PATCH', `/data/events/${ok.body.id}`, { when: 'never' });
    expect(patched.status).toBe(400);
    expect(patched.body.error.details[0].field).toBe('when');
    const search = await call('GET', '/data/events?search=sommer');
    expect(search.body.elements.map((r: { id: string }) => r.id)).toEqual([ok.body.id]);
  });

  it('a new schema applies to the next write; records survive a path change; deleting the type deletes them', async () => {
    const type = (await call('POST', '/datatypes', { path: 'notes', schema: { type: 'object' } })).body;
    const note = (await call('POST', '/data/notes', { text: 42 })).body;
    await call('PATCH', `/datatypes/${type.id}`, { schema: { type: 'object', properties: { text: { type: 'string' } } } });
    expect((await call('POST', '/data/notes', { text: 42 })).status).toBe(400);
    await call('PATCH', `/datatypes/${type.id}`, { path: 'memos' });
    expect((await call('GET', `/data/memos/${note.id}`)).status).toBe(200);
    expect((await call('GET', '/data/notes')).status).toBe(404);
    await call('DELETE', `/datatypes/${type.id}`);
    await call('POST', '/datatypes', { path: 'memos', schema: { type: 'object' } });
    expect((await call('GET', '/data/memos/count')).body.count).toBe(0);
  });

  it('refuses a schema that is none, a taken path, and an unknown type', async () => {
    const bad = await call('POST', '/datatypes', { path: 'bad', schema: { type: 'no-such-type' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.details[0].field).toBe('schema');
    await call('POST', '/datatypes', { path: 'twice', schema: { type: 'object' } });
    const again = await call('POST', '/datatypes', { path: 'twice', schema: { type: 'object' } });
    expect(again.status).toBe(409);
    expect(again.body.error.details[0].field).toBe('path');
    expect((await call('GET', '/data/unknown')).status).toBe(404);
  });

  it('records of a public type are readable without a token; private ones need DATA_READ', async () => {
    await call('POST', '/datatypes', { path: 'faq', schema: { type: 'object' }, visibility: 'public' });
    await call('POST', '/datatypes', { path: 'salaries', schema: { type: 'object' } });
    await call('POST', '/data/faq', { q: 'Wie?' });
    await call('POST', '/data/salaries', { amount: 1 });
    expect((await call('GET', '/data/faq', undefined, null)).status).toBe(200);
    expect((await call('GET', '/data/salaries', undefined, null)).status).toBe(401);
    expect((await call('POST', '/data/faq', { q: 'x' }, null)).status).toBe(401);
    const nobody = await userWith(server, []);
    expect((await call('GET', '/data/salaries', undefined, nobody.token)).status).toBe(403);
    const reader = await userWith(server, ['DATA_READ']);
    expect((await call('GET', '/data/salaries', undefined, reader.token)).status).toBe(200);
    expect((await call('POST', '/data/salaries', { amount: 2 }, reader.token)).status).toBe(403);
  });
});
