import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';

/**
 * PDF templates, translation overrides and mailing lists beyond the generic suites (server/resources/tests, whose
 * fixtures cover the standard set, permissions and the tenant boundary): unknown fields are refused naming the
 * field, and names that must be unique answer 409 naming `name`.
 */
const server = useTestServer();

const BODIES: Record<string, Record<string, unknown>> = {
  '/api/pdftemplates': { name: 'Lieferschein', content: '<p>{{order.number}}</p>' },
  '/api/translationoverrides': { key: 'shop:cart.title', language: 'fr_fr', text: 'Panier' },
  '/api/mailinglists': { name: 'Neuigkeiten' },
};

describe('PDF templates, translation overrides, mailing lists', () => {
  for (const [path, body] of Object.entries(BODIES)) {
    it(`${path}: an unknown field is a 400 naming it, nested or not; nothing is stored`, async () => {
      const before = (await server.call('GET', `${path}/count`, { token: server.admin })).body.count;
      const refused = await server.call('POST', path, { token: server.admin, body: { ...body, colour: 'rot' } });
      expect(refused.status).toBe(400);
      expect(refused.body.error.details[0].field).toBe('colour');
      expect((await server.call('GET', `${path}/count`, { token: server.admin })).body.count).toBe(before);
    });
  }

  it('refuses a second PDF template or mailing list of the same name with 409 naming it', async () => {
    for (const path of ['/api/pdftemplates', '/api/mailinglists']) {
      expect((await server.call('POST', path, { token: server.admin, body: BODIES[path] })).status).toBe(201);
      const twice = await server.call('POST', path, { token: server.admin, body: BODIES[path] });
      expect(twice.status, path).toBe(409);
      expect(twice.body.error.details[0].field).toBe('name');
    }
  });

  it('refuses a translation override for a language the product does not speak, naming it', async () => {
    const refused = await server.call('POST', '/api/translationoverrides', { token: server.admin, body: { ...BODIES['/api/translationoverrides'], language: 'it_it' } });
    expect(refused.status).toBe(400);
    expect(refused.body.error.details[0].field).toBe('language');
  });
});
