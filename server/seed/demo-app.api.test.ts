import { describe, expect, it } from 'vitest';
import { widgetSchema } from '../../model/document/schemas.js';
import type { WidgetNode } from '../../model/document/types.js';
import { DEMO_TENANT, TEST_SHOPPER_PASSWORD } from '../test/harness.js';
import { useTestServer } from '../test/use-test-server.js';
import { DEMO_APP_DOMAIN, DEMO_SHOPPER } from './demo-app.js';

/**
 * The demo shop of the first start: the application published on localhost with its pages, and the journey of
 * the seeded shopper (log in, fill the cart, order) ending with the order visible to the admin.
 */
const server = useTestServer({ timeoutMs: 120_000 });

function nodes(node: WidgetNode): WidgetNode[] {
  return [node, ...Object.values(node.slots ?? {}).flat().flatMap(nodes)];
}

describe('demo shop application', () => {
  it('is published on localhost for the demo tenant with home, product, cart, order and planning pages', async () => {
    const found = await server.call('GET', `/api/applications/by-domain?domain=${DEMO_APP_DOMAIN}`);
    expect(found.status).toBe(200);
    expect(found.body.tenantId).toBe(DEMO_TENANT);
    const content = found.body.content as { path: string; authenticationRequired: boolean; widget: WidgetNode }[];
    expect(content.map((entry) => entry.path)).toEqual(['', 'products/:id', 'cart', 'order/:orderNumber', 'planung']);
    const typesOf = (path: string) => nodes(content.find((entry) => entry.path === path)!.widget).map((node) => node.type);
    expect(typesOf('')).toEqual(expect.arrayContaining(['Hero', 'ProductList', 'CartIcon', 'Link']));
    // Every page's header logs in within the shop (LoginStatus), not through a static "Anmelden" link.
    for (const entry of content) {
      const all = nodes(entry.widget);
      expect(all.filter((node) => node.type === 'LoginStatus')).toHaveLength(1);
      expect(all.filter((node) => node.type === 'Link' && JSON.stringify(node.settings).includes('Anmelden'))).toEqual([]);
    }
    expect(typesOf('products/:id')).toContain('ProductDetail');
    expect(typesOf('cart')).toContain('CartDetails');
    // The planning page and its header entry are for staff: restricted to a permission the shopper lacks.
    expect(content.find((entry) => entry.path === 'planung')).toMatchObject({ permissions: ['TASKS_READ'] });
    for (const entry of content) {
      const planning = nodes(entry.widget).find((node) => node.type === 'AuthorizedContainer' && nodes(node).some((child) => child.settings?.link === '/planung'));
      expect(planning?.settings, entry.path).toEqual({ permissions: ['TASKS_READ'] });
    }
    expect(typesOf('planung')).toEqual(expect.arrayContaining(['ResourcePlanningUserStats', 'ResourcePlanningUserTable', 'ResourcePlanningUserConfiguration', 'WorkloadTimeline']));
    // Every widget of the demo is a built-in type with a settings schema (none renders as "unknown").
    const unknown = content.flatMap((entry) => nodes(entry.widget)).filter((node) => !widgetSchema(node.type));
    expect(unknown).toEqual([]);
  });

  it('lets the shopper, who has no back-office permission, fill the cart and order; the admin sees the order', async () => {
    const login = await server.call('POST', '/api/auth/login', { body: { email: DEMO_SHOPPER.email, password: TEST_SHOPPER_PASSWORD } });
    expect(login.status).toBe(200);
    expect(login.body.user.permissions).toEqual([]);
    const shopper = login.body.token as string;
    expect((await server.call('GET', '/api/users', { token: shopper })).status).toBe(403);
    expect((await server.call('GET', '/api/applications', { token: shopper })).status).toBe(403);

    const products = (await server.call('GET', '/api/products?size=2&sort=-id', { tenant: DEMO_TENANT })).body.elements;
    for (const [index, product] of products.entries()) {
      const added = await server.call('PUT', `/api/shoppingcarts/mine/add?amount=${index + 1}&productId=${product.id}`, { token: shopper });
      expect(added.status).toBe(200);
    }
    const zones = (await server.call('GET', '/api/pricezones', { tenant: DEMO_TENANT })).body.elements;
    const euro = zones.find((zone: { currency: string }) => zone.currency === 'EUR');
    const ordered = await server.call('POST', '/api/shoppingcarts/mine/order', {
      token: shopper,
      body: { priceZoneId: euro.id, billingAddress: { name: DEMO_SHOPPER.displayName, street: 'Marktplatz 1', postalCode: '10115', city: 'Berlin', country: 'DE' } },
    });
    expect(ordered.status).toBe(201);
    expect(ordered.body.orderNumber).toMatch(/^B-\d{6}$/);
    const price = (product: { prices: { priceZoneId: string; value: number }[] }) => product.prices.find((p) => p.priceZoneId === euro.id)!.value;
    expect(ordered.body.total).toBe(price(products[0]) + 2 * price(products[1]));

    const admin = await server.adminToken();
    const seen = await server.call('GET', `/api/orders/${ordered.body.id}`, { token: admin });
    expect(seen.status).toBe(200);
    expect(seen.body.positions.map((p: { amount: number }) => p.amount)).toEqual([1, 2]);
    expect((await server.call('GET', '/api/shoppingcarts/mine', { token: shopper })).body.orderPositions).toEqual([]);
  });
});
