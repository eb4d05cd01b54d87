import { describe, expect, it } from 'vitest';
import { DEMO_TENANT } from '../../test/harness.js';
import { useTestServer } from '../../test/use-test-server.js';

/** The demo shop seeded on first start (server/seed/shop.ts). */
const server = useTestServer();

const call = (method: string, path: string) => server.call(method, `/api${path}`, { token: server.admin });

describe('the demo shop of the first start', () => {
  it('has two price zones, 30 products with served pictures, tags and prices, corporations and counters', async () => {
    const zones = (await server.call('GET', '/api/pricezones', { tenant: DEMO_TENANT })).body;
    expect(zones.elements.map((z: { currency: string }) => z.currency).sort()).toEqual(['CHF', 'EUR']);
    const products = (await server.call('GET', '/api/products?size=100&sort=-id', { tenant: DEMO_TENANT })).body;
    expect(products.totalElements).toBe(30);
    for (const product of products.elements) {
      expect(product.tags.length).toBeGreaterThan(0);
      expect(product.prices.map((p: { priceZoneId: string }) => p.priceZoneId).sort()).toEqual(zones.elements.map((z: { id: string }) => z.id).sort());
    }
    const picture = await fetch(server.baseUrl + products.elements[0].images[0].fileUrl);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toContain('image/svg+xml');
    expect(await picture.text()).toContain('<svg');
    expect((await fetch(`${server.baseUrl}/api/files/demo/other.svg`)).status).toBe(400);
    const tagged = (await server.call('POST', '/api/products/search', { tenant: DEMO_TENANT, body: {
      logicalOperator: 'or', fieldSearches: [{ type: 'string', fieldname: 'tags', matcher: 'in', value: ['kueche'] }],
    } })).body;
    expect(tagged.totalElements).toBe(6);
    expect((await call('GET', '/corporations')).body.totalElements).toBeGreaterThanOrEqual(2);
    expect((await call('GET', '/counters')).body.totalElements).toBeGreaterThanOrEqual(2);
  });
});
