import { describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';

/** Query options: withReplacements, translate (Accept-Language), search; and role force. */
const server = useTestServer();

const call = (method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
  server.call(method, `/api${path}`, { token: server.admin, body, headers });

describe('withReplacements', () => {
  it('replaces foreign ids by the objects they name, leaving unknown ids', async () => {
    const zone = (await call('POST', '/pricezones', { title: 'Euro', currency: 'EUR' })).body;
    const product = (await call('POST', '/products', { title: 'Ersatz', prices: [{ priceZoneId: zone.id, value: 5 }, { priceZoneId: 'gone', value: 6 }] })).body;
    const plain = (await call('GET', `/products/${product.id}`)).body;
    expect(plain.prices[0].priceZoneId).toBe(zone.id);
    const replaced = (await call('GET', `/products/${product.id}?withReplacements=true`)).body;
    expect(replaced.prices[0].priceZoneId).toEqual(zone);
    expect(replaced.prices[1].priceZoneId).toBe('gone');
    const listed = (await call('GET', `/products?withReplacements=true&search=Ersatz`)).body;
    expect(listed.elements[0].prices[0].priceZoneId).toEqual(zone);
    const me = (await call('GET', '/users/me')).body;
    const role = (await call('POST', '/roles', { name: 'R', userIds: [me.id, 'ghost'] })).body;
    const roleReplaced = (await call('GET', `/roles/${role.id}?withReplacements=true`)).body;
    expect(roleReplaced.userIds[0]).toMatchObject({ id: me.id, primaryEmail: me.primaryEmail });
    expect(roleReplaced.userIds[1]).toBe('ghost');
  });
});

describe('translate', () => {
  it('returns translatable texts in the caller\'s language and the stored text otherwise', async () => {
    const product = (await call('POST', '/products', {
      title: 'Tasse', shortTitle: 'Tasse', translations: { en_us: { title: 'Mug' }, fr_fr: { title: 'Tasse à café' } },
    })).body;
    const get = async (query: string, language?: string) =>
      (await server.call('GET', `/api/products/${product.id}${query}`, { tenant: DEMO_TENANT, headers: language ? { 'Accept-Language': language } : {} })).body;
    expect((await get('?translate=true', 'en-US,en;q=0.9')).title).toBe('Mug');
    expect((await get('?translate=true', 'en-GB')).title).toBe('Mug');
    expect((await get('?translate=true', 'de-DE;q=0.5, fr-CH;q=0.8')).title).toBe('Tasse à café');
    expect((await get('?translate=true', 'es-ES')).title).toBe('Tasse');
    expect((await get('', 'en-US')).title).toBe('Tasse');
    const list = await server.call('GET', '/api/products?translate=true&search=Tasse', { tenant: DEMO_TENANT, headers: { 'Accept-Language': 'en' } });
    expect(list.body.elements.find((p: { id: string }) => p.id === product.id).title).toBe('Mug');
  });
});

describe('search query option', () => {
  it('looks in the searchable fields, every word, ignoring case', async () => {
    await call('POST', '/corporations', { name: 'Zebra Werke', address: { city: 'Luzern' } });
    const found = (await call('GET', '/corporations?search=luzern%20ZEBRA')).body;
    expect(found.elements.map((c: { name: string }) => c.name)).toEqual(['Zebra Werke']);
    expect((await call('GET', '/corporations/count?search=zebra')).body.count).toBe(1);
    expect((await call('GET', '/corporations?search=zebra%20bern')).body.totalElements).toBe(0);
  });
});

describe('PUT /roles/{id}/force', () => {
  it('creates the role under the given id, then replaces it whatever its version', async () => {
    const created = await call('PUT', '/roles/shop-staff/force', { name: 'Shop', userIds: [], permissions: ['PRODUCTS_WRITE'] });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ id: 'shop-staff', version: 1 });
    await call('PATCH', '/roles/shop-staff', { name: 'Changed' });
    const forced = await call('PUT', '/roles/shop-staff/force', { name: 'Shop', userIds: [], permissions: [] }, { 'If-Match': '1' });
    expect(forced.status).toBe(200);
    expect(forced.body).toMatchObject({ id: 'shop-staff', name: 'Shop', version: 3, permissions: [] });
    const invalid = await call('PUT', '/roles/shop-staff/force', { name: 'Shop' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.details[0].field).toBe('userIds');
  });
});
