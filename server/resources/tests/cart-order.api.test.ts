import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../../test/use-test-server.js';
import { ADDRESS, expectEnvelope } from './fixtures.js';
import { userWith } from './users.js';

/**
 * The shopping cart `mine` calls and placing an order: the cart is created on first use, add/remove need amount > 0,
 * remove drops a position at 0, removeposition is 1-based, and an order carries the positions and the total per price
 * zone, empties the cart and is the caller's.
 */
const server = useTestServer();
let shopper: { token: string; userId: string };
let eur: string;
let chf: string;
let shirt: string;
let mug: string;
let euroOnly: string;

beforeAll(async () => {
  const admin = await server.adminToken();
  const create = async (path: string, body: object) => (await server.call('POST', `/api${path}`, { token: admin, body })).body.id as string;
  eur = await create('/pricezones', { title: 'Euro', currency: 'EUR' });
  chf = await create('/pricezones', { title: 'Schweiz', currency: 'CHF' });
  shirt = await create('/products', { title: 'Shirt', prices: [{ priceZoneId: eur, value: 1999 }, { priceZoneId: chf, value: 2100 }] });
  mug = await create('/products', { title: 'Tasse', prices: [{ priceZoneId: eur, value: 850 }, { priceZoneId: chf, value: 900 }] });
  euroOnly = await create('/products', { title: 'Nur Euro', prices: [{ priceZoneId: eur, value: 100 }] });
  shopper = await userWith(server, []);
});

const mine = (method: string, path: string, body?: unknown, token = shopper.token) =>
  server.call(method, `/api/shoppingcarts/mine${path}`, { token, body });

describe('the caller\'s own cart', () => {
  it('is created on first use and stays the same cart', async () => {
    const first = await mine('GET', '');
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ userId: shopper.userId, orderPositions: [], version: 1 });
    const again = await mine('GET', '');
    expect(again.body.id).toBe(first.body.id);
  });

  it('needs a token', async () => {
    expect((await server.call('GET', '/api/shoppingcarts/mine', { tenant: 'demo' })).status).toBe(401);
  });

  it('adds, increases, removes, drops at 0 and removes positions by 1-based number', async () => {
    let cart = (await mine('PUT', `/add?productId=${shirt}&amount=2`)).body;
    expect(cart.orderPositions).toEqual([{ productId: shirt, amount: 2 }]);
    expect((await mine('PUT', `/add?productId=${mug}&amount=1`)).body.orderPositions).toHaveLength(2);
    cart = (await mine('PUT', `/add?productId=${shirt}&amount=3`)).body;
    expect(cart.orderPositions).toEqual([{ productId: shirt, amount: 5 }, { productId: mug, amount: 1 }]);
    cart = (await mine('PUT', `/remove?productId=${shirt}&amount=4`)).body;
    expect(cart.orderPositions).toEqual([{ productId: shirt, amount: 1 }, { productId: mug, amount: 1 }]);
    cart = (await mine('PUT', `/remove?productId=${shirt}&amount=1`)).body;
    expect(cart.orderPositions).toEqual([{ productId: mug, amount: 1 }]);
    expect((await mine('PUT', `/add?productId=${shirt}&amount=1`)).body.orderPositions).toHaveLength(2);
    cart = (await mine('PUT', '/removeposition?position=1')).body;
    expect(cart.orderPositions).toEqual([{ productId: shirt, amount: 1 }]);
    cart = (await mine('PUT', '/removeposition?position=1')).body;
    expect(cart.orderPositions).toEqual([]);
  });

  it('refuses amount 0 or less, position 0 or less or beyond the cart, and unknown products (400 naming the field)', async () => {
    await mine('PUT', `/add?productId=${mug}&amount=1`);
    for (const [path, field] of [
      [`/add?productId=${mug}&amount=0`, 'amount'], [`/add?productId=${mug}&amount=-2`, 'amount'], [`/remove?productId=${mug}&amount=0`, 'amount'],
      [`/add?productId=${mug}`, 'amount'], ['/add?amount=1', 'productId'], [`/add?productId=${mug}&amount=1.5`, 'amount'],
      ['/add?productId=nope&amount=1', 'productId'], ['/removeposition?position=0', 'position'], ['/removeposition?position=9', 'position'],
    ]) {
      const result = await mine('PUT', path);
      expect(result.status, path).toBe(400);
      expectEnvelope(result.body);
      expect(result.body.error.details[0].field, path).toBe(field);
    }
    expect((await mine('GET', '')).body.orderPositions).toEqual([{ productId: mug, amount: 1 }]);
    await mine('PUT', '/removeposition?position=1');
  });
});

describe('placing an order', () => {
  it('creates the order with positions and totals per price zone, empties the cart and returns the order', async () => {
    await mine('PUT', `/add?productId=${shirt}&amount=2`);
    await mine('PUT', `/add?productId=${mug}&amount=3`);
    const result = await mine('POST', '/order', { priceZoneId: chf, billingAddress: ADDRESS });
    expect(result.status, JSON.stringify(result.body)).toBe(201);
    const order = result.body;
    expect(order).toMatchObject({
      userId: shopper.userId, status: 'placed', priceZoneId: chf, currency: 'CHF', billingAddress: ADDRESS,
      total: 2 * 2100 + 3 * 900,
      positions: [{ productId: shirt, amount: 2, title: 'Shirt' }, { productId: mug, amount: 3, title: 'Tasse' }],
    });
    expect(order.totals).toEqual(expect.arrayContaining([
      { priceZoneId: eur, currency: 'EUR', value: 2 * 1999 + 3 * 850 },
      { priceZoneId: chf, currency: 'CHF', value: 2 * 2100 + 3 * 900 },
    ]));
    expect(typeof order.orderDate).toBe('number');
    expect((await mine('GET', '')).body.orderPositions).toEqual([]);
    const mineOrders = await server.call('GET', '/api/orders?sort=-orderDate', { token: shopper.token });
    expect(mineOrders.body.elements[0]).toEqual(order);
  });

  it('an empty cart, an unknown product, an unknown price zone or a missing price is a 400; the cart stays', async () => {
    const empty = await mine('POST', '/order', { priceZoneId: eur, billingAddress: ADDRESS });
    expect(empty.status).toBe(400);
    expect(empty.body.error.details[0].field).toBe('orderPositions');

    await mine('PUT', `/add?productId=${euroOnly}&amount=1`);
    const noPrice = await mine('POST', '/order', { priceZoneId: chf, billingAddress: ADDRESS });
    expect(noPrice.status).toBe(400);
    expect(noPrice.body.error.details[0].field).toBe('orderPositions.0.productId');
    const unknownZone = await mine('POST', '/order', { priceZoneId: 'nowhere', billingAddress: ADDRESS });
    expect(unknownZone.status).toBe(400);

    const admin = await server.adminToken();
    const gone = (await server.call('POST', '/api/products', { token: admin, body: { title: 'Weg', prices: [{ priceZoneId: eur, value: 1 }] } })).body.id;
    await mine('PUT', `/add?productId=${gone}&amount=1`);
    await server.call('DELETE', `/api/products/${gone}`, { token: admin });
    const unknownProduct = await mine('POST', '/order', { priceZoneId: eur, billingAddress: ADDRESS });
    expect(unknownProduct.status).toBe(400);
    expect(unknownProduct.body.error.details[0].field).toBe('orderPositions.1.productId');
    expect((await mine('GET', '')).body.orderPositions).toHaveLength(2);
  });

  it('refuses an invalid placeOrder naming the field', async () => {
    for (const [body, field] of [
      [{ billingAddress: ADDRESS }, 'priceZoneId'],
      [{ priceZoneId: eur }, 'billingAddress'],
      [{ priceZoneId: eur, billingAddress: { ...ADDRESS, country: 'Deutschland' } }, 'billingAddress.country'],
    ] as const) {
      const result = await mine('POST', '/order', body);
      expect(result.status).toBe(400);
      expect(result.body.error.details[0].field).toBe(field);
    }
  });

  it('two shoppers have two carts', async () => {
    const other = await userWith(server, []);
    await mine('PUT', `/add?productId=${mug}&amount=7`, undefined, other.token);
    const mineCart = (await mine('GET', '')).body;
    expect(mineCart.orderPositions.some((p: { amount: number }) => p.amount === 7)).toBe(false);
  });
});
