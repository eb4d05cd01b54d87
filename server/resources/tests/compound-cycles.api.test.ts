import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../test/harness.js';

/** A compound widget cannot contain itself, directly or through another compound: a 400 on save. */
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.adminToken();
});
afterAll(() => server?.close());

const box = (...children: object[]) => ({ id: 'root', type: 'Container', settings: {}, slots: { children } });
const instance = (id: string, compoundId: string) => ({ id, type: 'CompoundWidget', settings: { compoundId } });
const compound = (name: string, widget: object) => ({ name, widget, socketConnections: [], rootSockets: [] });

describe('compound widget cycles', () => {
  it('refuses a compound containing itself directly and through another one, naming the chain', async () => {
    const a = (await server.call('POST', '/api/compoundwidgets', { token, body: compound('A', box({ id: 't', type: 'Text', settings: {} })) })).body;
    const b = (await server.call('POST', '/api/compoundwidgets', { token, body: compound('B', box(instance('i', a.id))) })).body;
    expect(b.id).toBeTruthy();

    const direct = await server.call('PUT', `/api/compoundwidgets/${a.id}`, { token, body: compound('A', box(instance('self', a.id))) });
    expect(direct.status).toBe(400);
    expect(direct.body.error.details[0].field).toBe('widget');

    const through = await server.call('PUT', `/api/compoundwidgets/${a.id}`, { token, body: compound('A', box(instance('x', b.id))) });
    expect(through.status).toBe(400);
    expect(through.body.error.message).toContain(`${a.id} → ${b.id} → ${a.id}`);

    // Without a cycle the same compound saves fine, and the stored one is unchanged by the refusals.
    const fine = await server.call('PUT', `/api/compoundwidgets/${a.id}`, { token, body: compound('A2', box({ id: 't', type: 'Text', settings: {} })) });
    expect(fine.status).toBe(200);
    expect(fine.body.name).toBe('A2');
  });
});
