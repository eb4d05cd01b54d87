import { describe, expect, it } from 'vitest';
import { expectBadRequest } from '../../test/expect-bad-request.js';
import { useTestServer } from '../../test/use-test-server.js';
import { userWith } from '../tests/users.js';

/**
 * The check-in suite beyond the generic suites (server/resources/tests, whose fixtures cover the standard set, read
 * and write permissions and the tenant boundary): deleting needs the write permission, unknown fields are refused
 * naming them, links must name an entity of the tenant, badge codes and names are unique.
 */
const server = useTestServer();

const BODIES: Record<string, Record<string, unknown>> = {
  '/api/visitors': { firstName: 'Vera', lastName: 'Besuch' },
  '/api/checkinapps': { name: 'Empfang Nord' },
  '/api/printerconfigurations': { name: 'Etikettendrucker', connection: 'network' },
  '/api/checkinforms': { name: 'Besucherausweis', kind: 'badge', content: '{{firstName}}' },
  '/api/devices': { name: 'Tablet Empfang', type: 'tablet' },
};
const WRITE: Record<string, string> = { '/api/devices': 'DEVICES_WRITE' };
const READ: Record<string, string> = { '/api/devices': 'DEVICES_READ' };

async function create(path: string, body: Record<string, unknown>) {
  const created = await server.call('POST', path, { token: server.admin, body });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; version: number };
}

describe('check-in resources', () => {
  for (const [path, body] of Object.entries(BODIES)) {
    it(`${path}: an unknown field is a 400 naming it; a reader may not delete, a writer may`, async () => {
      const before = (await server.call('GET', `${path}/count`, { token: server.admin })).body.count;
      expectBadRequest(await server.call('POST', path, { token: server.admin, body: { ...body, colour: 'rot' } }), 'colour');
      expect((await server.call('GET', `${path}/count`, { token: server.admin })).body.count).toBe(before);

      const entity = await create(path, body);
      const reader = await userWith(server, [READ[path] ?? 'CHECKIN_READ']);
      const nobody = await userWith(server, []);
      expect((await server.call('GET', `${path}/${entity.id}`, { token: nobody.token })).status).toBe(403);
      expect((await server.call('GET', `${path}/${entity.id}`, { token: reader.token })).status).toBe(200);
      expect((await server.call('PATCH', `${path}/${entity.id}`, { token: reader.token, body: {} })).status).toBe(403);
      expect((await server.call('DELETE', `${path}/${entity.id}`, { token: reader.token })).status).toBe(403);
      expect((await server.call('DELETE', `${path}?ids=${entity.id}`, { token: reader.token })).status).toBe(403);
      expect((await server.call('HEAD', `${path}/${entity.id}`, { token: server.admin })).status).toBe(200);
      const writer = await userWith(server, [WRITE[path] ?? 'CHECKIN_WRITE']);
      expect((await server.call('DELETE', `${path}/${entity.id}`, { token: writer.token })).status).toBe(204);
      expect((await server.call('HEAD', `${path}/${entity.id}`, { token: server.admin })).status).toBe(404);
    });
  }

  it('a badge code is unique in the tenant (409 naming it) and finds its visitor by search', async () => {
    await create('/api/visitors', { firstName: 'Ada', lastName: 'Gast', badgeCode: 'VIS-0001' });
    const twice = await server.call('POST', '/api/visitors', { token: server.admin, body: { firstName: 'Bea', lastName: 'Gast', badgeCode: 'VIS-0001' } });
    expect(twice.status).toBe(409);
    expect(twice.body.error.details[0].field).toBe('badgeCode');
    const found = await server.call('POST', '/api/visitors/search', {
      token: server.admin, body: { fieldSearches: [{ type: 'string', fieldname: 'badgeCode', matcher: 'equals', value: 'VIS-0001' }] },
    });
    expect(found.body.elements.map((v: { firstName: string }) => v.firstName)).toEqual(['Ada']);
  });

  it('links must name an entity of the tenant: 400 naming the field; withReplacements shows the linked one', async () => {
    expectBadRequest(await server.call('POST', '/api/visitors', { token: server.admin, body: { firstName: 'A', lastName: 'B', eventId: 'nope' } }), 'eventId');
    expectBadRequest(await server.call('POST', '/api/checkinapps', { token: server.admin, body: { name: 'X', formId: 'nope' } }), 'formId');
    expectBadRequest(await server.call('POST', '/api/checkinapps', { token: server.admin, body: { name: 'Y', printerConfigurationId: 'nope' } }), 'printerConfigurationId');
    expectBadRequest(await server.call('POST', '/api/devices', { token: server.admin, body: { name: 'Z', type: 'kiosk', checkinAppId: 'nope' } }), 'checkinAppId');

    const event = await create('/api/visitorevents', { title: 'Messe', start: 1_800_000_000_000, end: 1_800_003_600_000, visitors: [] });
    const printer = await create('/api/printerconfigurations', { name: 'Drucker Halle 1', connection: 'usb' });
    const app = await create('/api/checkinapps', { name: 'Messe-Empfang', eventId: event.id, printerConfigurationId: printer.id });
    const shown = await server.call('GET', `/api/checkinapps/${app.id}?withReplacements=true`, { token: server.admin });
    expect(shown.body.eventId).toMatchObject({ id: event.id, title: 'Messe' });
    expect(shown.body.printerConfigurationId).toMatchObject({ id: printer.id, name: 'Drucker Halle 1' });
  });

  it('numbers of a printer configuration are checked: copies 1 to 10, whole millimetres', async () => {
    const body = BODIES['/api/printerconfigurations'];
    expectBadRequest(await server.call('POST', '/api/printerconfigurations', { token: server.admin, body: { ...body, name: 'P2', copies: 0 } }), 'copies');
    expectBadRequest(await server.call('POST', '/api/printerconfigurations', { token: server.admin, body: { ...body, name: 'P3', paperWidthMm: 62.5 } }), 'paperWidthMm');
  });
});
