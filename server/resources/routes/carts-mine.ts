import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { OrderPosition } from '../../../model/api/schemas/shop.js';
import type { Database, Orm } from '../../db/client.js';
import { badRequest, invalidField } from '../../http/errors.js';
import { inTransaction, present, writeEntity } from '../core/operations.js';
import type { CallContext, EntityObject } from '../core/types.js';
import { shoppingCarts } from '../definitions/shop.js';
import { lockMyCart, mineContext } from './my-cart.js';
import { placeOrder } from './place-order.js';
import { MergeCartSchema, PlaceOrderSchema, type MergeCart } from '../../../model/api/schemas/shop.js';
import { assertValid } from '../core/validate.js';
import { findRowsByIds } from '../core/store.js';
import { entityRef } from '../core/route-docs.js';
import type { RouteDocs } from '../../http/openapi/route-docs.js';

/**
 * The `mine` calls (docs/api.md, Shopping carts): the caller's own cart, created on first use. Add and remove need
 * amount > 0; remove lowers the amount and drops the position at 0; removeposition takes a 1-based position. Each
 * answers the whole cart; placing an order answers the order (place-order.ts).
 */
const TranslateQuery = Type.Object({ translate: Type.Optional(Type.Boolean()) });
const AmountQuery = Type.Object({
  productId: Type.String({ minLength: 1, maxLength: 100 }),
  amount: Type.Integer(),
  translate: Type.Optional(Type.Boolean()),
});
const PositionQuery = Type.Object({ position: Type.Integer(), translate: Type.Optional(Type.Boolean()) });

/** Runs `change` on the caller's cart positions inside one transaction and stores the result. */
async function changeMyCart(ctx: CallContext,
  change: (positions: OrderPosition[], tx: Orm) => Promise<OrderPosition[]> | OrderPosition[]): Promise<EntityObject> {
  const cart = await inTransaction(ctx, async (tx) => {
    const existing = await lockMyCart(ctx, tx);
    const positions = await change(structuredClone((existing.orderPositions as OrderPosition[]) ?? []), tx);
    return writeEntity(ctx, shoppingCarts, { userId: ctx.ownerId, orderPositions: positions }, { ctx, tx, existing, body: {} });
  });
  return (await present(ctx, shoppingCarts, [cart]))[0];
}

function positiveAmount(amount: number): number {
  if (!Number.isInteger(amount) || amount <= 0) throw invalidField('amount', 'must be greater than 0');
  return amount;
}

async function assertProductExists(ctx: CallContext, tx: Orm, productId: string): Promise<void> {
  const rows = await ctx.db.rows(sql`SELECT 1 FROM entities WHERE tenant_id = ${ctx.tenantId} AND resource = 'products' AND id = ${productId}`, tx);
  if (rows.length === 0) throw invalidField('productId', 'names no product');
}

/**
 * Adds a visitor's guest cart (kept in the browser until the login) to the caller's cart: amounts of a product
 * already there add up, other products are appended in the guest cart's order. Products deleted meanwhile are
 * skipped: the guest cart may be days old, and the shopper should not lose the rest of it.
 */
async function mergeIntoMyCart(ctx: CallContext, rawBody: unknown): Promise<EntityObject> {
  if (typeof rawBody !== 'object' || rawBody === null || Array.isArray(rawBody)) throw badRequest('The body must be an object with orderPositions');
  assertValid(MergeCartSchema, rawBody);
  const guest = (rawBody as MergeCart).orderPositions;
  return changeMyCart(ctx, async (positions, tx) => {
    const existing = new Set((await findRowsByIds(ctx.db, { tenantId: ctx.tenantId, resource: 'products' },
      [...new Set(guest.map((p) => p.productId))], tx)).map((product) => product.id));
    for (const { productId, amount } of guest) {
      if (!existing.has(productId)) continue;
      const position = positions.find((p) => p.productId === productId);
      if (position) position.amount += amount;
      else positions.push({ productId, amount });
    }
    return positions;
  });
}

const MERGE_DOCS: RouteDocs = { summary: 'Adds the positions of a guest cart to the caller\'s cart', body: MergeCartSchema, responses: { 200: entityRef('shoppingcarts') } };
const ORDER_DOCS: RouteDocs = { summary: 'Turns the caller\'s cart into an order', body: PlaceOrderSchema, responses: { 201: entityRef('orders') } };

export function registerMyCartRoutes(app: FastifyInstance, db: Database): void {
  const access = { access: {} };
  const cart = (summary: string) => ({ ...access, openapi: { summary, responses: { 200: entityRef('shoppingcarts') } } });

  app.get('/api/shoppingcarts/mine', { config: cart('The caller\'s cart, created empty when missing'), exposeHeadRoute: false, schema: { querystring: TranslateQuery } }, async (request) => {
    const ctx = mineContext(db, request);
    const cart = await inTransaction(ctx, (tx) => lockMyCart(ctx, tx));
    return (await present(ctx, shoppingCarts, [cart]))[0];
  });

  app.put('/api/shoppingcarts/mine/add', { config: cart('Adds amount of a product to the caller\'s cart'), schema: { querystring: AmountQuery } }, async (request) => {
    const { productId, amount } = request.query as { productId: string; amount: number };
    positiveAmount(amount);
    const ctx = mineContext(db, request);
    return changeMyCart(ctx, async (positions, tx) => {
      await assertProductExists(ctx, tx, productId);
      const position = positions.find((p) => p.productId === productId);
      if (position) position.amount += amount;
      else positions.push({ productId, amount });
      return positions;
    });
  });

  app.put('/api/shoppingcarts/mine/remove', { config: cart('Lowers the amount of a product in the caller\'s cart'), schema: { querystring: AmountQuery } }, async (request) => {
    const { productId, amount } = request.query as { productId: string; amount: number };
    positiveAmount(amount);
    return changeMyCart(mineContext(db, request), (positions) => positions
      .map((p) => (p.productId === productId ? { ...p, amount: p.amount - amount } : p))
      .filter((p) => p.amount > 0));
  });

  app.put('/api/shoppingcarts/mine/removeposition', { config: cart('Removes the position-th position (from 1) of the caller\'s cart'), schema: { querystring: PositionQuery } }, async (request) => {
    const { position } = request.query as { position: number };
    if (position <= 0) throw invalidField('position', 'must be greater than 0');
    return changeMyCart(mineContext(db, request), (positions) => {
      if (position > positions.length) throw invalidField('position', `the cart has ${positions.length} positions`);
      positions.splice(position - 1, 1);
      return positions;
    });
  });

  app.post('/api/shoppingcarts/mine/merge', {
    config: { ...access, openapi: MERGE_DOCS }, schema: { querystring: TranslateQuery, body: Type.Object({}, { additionalProperties: true }) } },
  async (request) => mergeIntoMyCart(mineContext(db, request), request.body));

  app.post('/api/shoppingcarts/mine/order', {
    config: { ...access, openapi: ORDER_DOCS }, schema: { querystring: TranslateQuery, body: Type.Object({}, { additionalProperties: true }) } }, async (request, reply) => {
    const ctx = mineContext(db, request);
    return reply.code(201).send(await placeOrder(ctx, request.body));
  });
}
