import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';
import { ADDRESS, expectEnvelope } from './fixtures.js';
import { userWith } from './users.js';

/**
 * What a visitor's guest cart becomes at login (docs/api.md, Shopping carts): `POST /shoppingcarts/mine/merge` adds
 * the guest positions to the caller's cart (amounts add up), and the readable order number every order gets.
 */
const server = useTestServer();
let eur: string;
let shirt: string;
let mug: string;

beforeAll(async () => {
  const admin = await server.adminToken();
  const create = async (path: string, body: object) => (await server.call('POST', `/api${path}`, { token: admin, body })).body.id as string;
  eur = await create('/pricezones', { title: 'Euro', currency: 'EUR' });
  shirt = await create('/products', { title: 'Shirt', prices: [{ priceZoneId: eur, value: 1999 }] });
  mug = await create('/products', { title: 'Tasse', prices: [{ priceZoneId: eur, value: 850 }] });
});

const mine = (token: string, method: string, path: string, body?: unknown) => server.call(method, `/api/shoppingcarts/mine${path}`, { token, body });

describe('merging a guest cart into the caller\'s cart', () => {
  it('adds the amounts of positions already in the cart and appends the others, in one answer', async () => {
    const { token, userId } = await userWith(server, []);
    await mine(token, 'PUT', `/add?productId=${shirt}&amount=2`);
    const merged = await mine(token, 'POST', '/merge', { orderPositions: [{ productId: mug, amount: 3 }, { productId: shirt, amount: 1 }] });
    expect(merged.status, JSON.stringify(merged.body)).toBe(200);
    expect(merged.body).toMatchObject({ userId, orderPositions: [{ productId: shirt, amount: 3 }, { productId: mug, amount: 3 }] });
    expect((await mine(token, 'GET', '')).body.orderPositions).toEqual([{ productId: shirt, amount: 3 }, { productId: mug, amount: 3 }]);
  });

  it('creates the cart on first use and skips products that no longer exist', async () => {
    const { token } = await userWith(server, []);
    const merged = await mine(token, 'POST', '/merge', { orderPositions: [{ productId: 'gone-long-ago', amount: 1 }, { productId: mug, amount: 2 }, { productId: mug, amount: 1 }] });
    expect(merged.status).toBe(200);
    expect(merged.body.orderPositions).toEqual([{ productId: mug, amount: 3 }]);
  });

  it('refuses bad positions naming the field and changes nothing', async () => {
    const { token } = await userWith(server, []);
    await mine(token, 'PUT', `/add?productId=${shirt}&amount=1`);
    for (const [body, field] of [
      [{ orderPositions: [{ productId: mug, amount: 0 }] }, 'orderPositions.0.amount'],
      [{ orderPositions: [{ productId: mug, amount: 1 }, { productId: mug, amount: 1.5 }] }, 'orderPositions.1.amount'],
      [{ orderPositions: [{ amount: 1 }] }, 'orderPositions.0.productId'],
      [{ orderPositions: [{ productId: mug, amount: 1, price: 1 }] }, 'orderPositions.0.price'],
      [{}, 'orderPositions'],
      [{ orderPositions: Array.from({ length: 201 }, () => ({ productId: mug, amount: 1 })) }, 'orderPositions'],
    ] as const) {
      const result = await mine(token, 'POST', '/merge', body);
      expect(result.status, field).toBe(400);
      expectEnvelope(result.body);
      expect(result.body.error.details[0].field, JSON.stringify(result.body)).toBe(field);
    }
    expect((await mine(token, 'GET', '')).body.orderPositions).toEqual([{ productId: shirt, amount: 1 }]);
  });

  it('needs a token: an anonymous visitor keeps the guest cart in the browser', async () => {
    const result = await server.call('POST', '/api/shoppingcarts/mine/merge', { tenant: 'demo', body: { orderPositions: [{ productId: mug, amount: 1 }] } });
    expect(result.status).toBe(401);
  });
});

describe('order numbers', () => {
  it('are readable, sequential per tenant and stored on the order', async () => {
    const { token } = await userWith(server, []);
    const place = async () => {
      await mine(token, 'PUT', `/add?productId=${mug}&amount=1`);
      const placed = await mine(token, 'POST', '/order', { priceZoneId: eur, billingAddress: ADDRESS });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      return placed.body as { id: string; orderNumber: string };
    };
    const first = await place();
    const second = await place();
    expect(first.orderNumber).toMatch(/^B-\d{6}$/);
    expect(Number(second.orderNumber.slice(2))).toBe(Number(first.orderNumber.slice(2)) + 1);
    expect((await server.call('GET', `/api/orders/${first.id}`, { token })).body.orderNumber).toBe(first.orderNumber);

    // Staff creating an order get the next number too; a body cannot choose or change it.
    const admin = await server.adminToken();
    const staff = await server.call('POST', '/api/orders', { token: admin, body: { positions: [{ productId: mug, amount: 1 }], orderNumber: 'B-999999' } });
    expect(staff.status).toBe(201);
    expect(staff.body.orderNumber).toBe(`B-${String(Number(second.orderNumber.slice(2)) + 1).padStart(6, '0')}`);
    const patched = await server.call('PATCH', `/api/orders/${staff.body.id}`, { token: admin, body: { orderNumber: 'B-000001', status: 'sent' } });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ orderNumber: staff.body.orderNumber, status: 'sent' });
  });

  it('count from 1 in another tenant', async () => {
    const other = await server.createTenantWithUser({ tenantId: 'numbers', email: 'boss@numbers.example', password: 'numbers-password-1', permissions: ['TENANT_ADMIN'] });
    const created = await server.call('POST', '/api/orders', { token: other.token, body: { positions: [{ productId: 'p', amount: 1 }] } });
    expect(created.status).toBe(201);
    expect(created.body.orderNumber).toBe('B-000001');
  });

  it('two orders placed at once get two numbers', async () => {
    const admin = await server.adminToken();
    const results = await Promise.all([1, 2, 3].map(() => server.call('POST', '/api/orders', { token: admin, body: { positions: [{ productId: mug, amount: 1 }] } })));
    const numbers = results.map((result) => result.body.orderNumber as string);
    expect(new Set(numbers).size).toBe(3);
  });
});
