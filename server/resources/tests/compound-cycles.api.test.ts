import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';

/** A compound widget cannot contain itself, directly or through another compound: a 400 on save. */
const server = useTestServer();

const box = (...children: object[]) => ({ id: 'root', type: 'Container', settings: {}, slots: { children } });
const instance = (id: string, compoundId: string) => ({ id, type: 'CompoundWidget', settings: { compoundId } });
const compound = (name: string, widget: object) => ({ name, widget, socketConnections: [], rootSockets: [] });

describe('compound widget cycles', () => {
  it('refuses a compound containing itself directly and through another one, naming the chain', async () => {
    const a = (await server.call('POST', '/api/compoundwidgets', { token: server.admin, body: compound('A', box({ id: 't', type: 'Text', settings: {} })) })).body;
    const b = (await server.call('POST', '/api/compoundwidgets', { token: server.admin, body: compound('B', box(instance('i', a.id))) })).body;
    expect(b.id).toBeTruthy();

    const direct = await server.call('PUT', `/api/compoundwidgets/${a.id}`, { token: server.admin, body: compound('A', box(instance('self', a.id))) });
    expect(direct.status).toBe(400);
    expect(direct.body.error.details[0].field).toBe('widget');

    const through = await server.call('PUT', `/api/compoundwidgets/${a.id}`, { token: server.admin, body: compound('A', box(instance('x', b.id))) });
    expect(through.status).toBe(400);
    expect(through.body.error.message).toContain(`${a.id} → ${b.id} → ${a.id}`);

    // Without a cycle the same compound saves fine, and the stored one is unchanged by the refusals.
    const fine = await server.call('PUT', `/api/compoundwidgets/${a.id}`, { token: server.admin, body: compound('A2', box({ id: 't', type: 'Text', settings: {} })) });
    expect(fine.status).toBe(200);
    expect(fine.body.name).toBe('A2');
  });

  it('a client cannot choose the id of a compound it creates, so a new compound cannot refer to itself', async () => {
    const created = await server.call('POST', '/api/compoundwidgets', { token: server.admin, body: { id: 'chosen-self', ...compound('Selbst', box(instance('me', 'chosen-self'))) } });
    expect(created.status).toBe(201);
    expect(created.body.id).not.toBe('chosen-self');
    expect((await server.call('GET', '/api/compoundwidgets/chosen-self', { token: server.admin })).status).toBe(404);
    expect((await server.call('PUT', '/api/compoundwidgets/chosen-self', { token: server.admin, body: compound('Selbst', box()) })).status).toBe(404);
  });

  it('refuses creating a compound that reaches a stored cycle (data written before the check), naming the chain', async () => {
    const c = (await server.call('POST', '/api/compoundwidgets', { token: server.admin, body: compound('C', box({ id: 't', type: 'Text', settings: {} })) })).body;
    const d = (await server.call('POST', '/api/compoundwidgets', { token: server.admin, body: compound('D', box(instance('ic', c.id))) })).body;
    // The API refuses C → D → C, so the old data is written straight into the table.
    await server.db.rows(sql`UPDATE entities SET data = jsonb_set(data, '{widget}', ${JSON.stringify(box(instance('id', d.id)))}::jsonb)
      WHERE resource = 'compoundwidgets' AND id = ${c.id}`);

    const outside = await server.call('POST', '/api/compoundwidgets', { token: server.admin, body: compound('E', box(instance('ie', d.id))) });
    expect(outside.status).toBe(400);
    expect(outside.body.error.details[0].field).toBe('widget');
    expect(outside.body.error.message).toContain(`${d.id} → ${c.id} → ${d.id}`);
    const names = (await server.call('GET', '/api/compoundwidgets?size=1000', { token: server.admin })).body.elements.map((e: { name: string }) => e.name);
    expect(names).not.toContain('E');

    // A compound that does not reach the cycle is created as before.
    expect((await server.call('POST', '/api/compoundwidgets', { token: server.admin, body: compound('F', box(instance('ia', 'no-such-compound'))) })).status).toBe(201);
  });
});
