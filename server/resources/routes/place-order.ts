import { PlaceOrderSchema, type OrderLine, type OrderPosition, type PriceTotal, type ProductPrice } from '../../../model/api/schemas/shop.js';
import { badRequest, invalidField } from '../../http/errors.js';
import { inTransaction, present, writeEntity } from '../core/operations.js';
import { findRowsByIds } from '../core/store.js';
import type { CallContext, EntityObject } from '../core/types.js';
import { assertValid } from '../core/validate.js';
import { orders, shoppingCarts } from '../definitions/shop.js';
import { lockMyCart } from './my-cart.js';

/**
 * POST /shoppingcarts/mine/order with placeOrder {priceZoneId, billingAddress}: in one transaction, turns the
 * caller's cart into an order (positions with the product's title and prices at that moment, the total per price
 * zone = sum of price value times amount, the total in the chosen zone), empties the cart and returns the order.
 * An empty cart, an unknown product or price zone, or a product without a price in the chosen zone is a 400.
 */
export async function placeOrder(ctx: CallContext, rawBody: unknown): Promise<EntityObject> {
  if (typeof rawBody !== 'object' || rawBody === null) throw badRequest('The body must be a placeOrder object');
  assertValid(PlaceOrderSchema, rawBody);
  const body = rawBody as { priceZoneId: string; billingAddress: Record<string, unknown> };
  const order = await inTransaction(ctx, async (tx) => {
    const cart = await lockMyCart(ctx, tx);
    const positions = (cart.orderPositions as OrderPosition[] | undefined) ?? [];
    if (positions.length === 0) throw invalidField('orderPositions', 'the cart is empty');

    const products = new Map((await findRowsByIds(ctx.db, { tenantId: ctx.tenantId, resource: 'products' },
      [...new Set(positions.map((p) => p.productId))], tx)).map((p) => [p.id, p]));
    const lines: OrderLine[] = positions.map((position, i) => {
      const product = products.get(position.productId);
      if (!product) throw invalidField(`orderPositions.${i}.productId`, `${position.productId} names no product`);
      const prices = (product.prices as ProductPrice[] | undefined) ?? [];
      if (!prices.some((p) => p.priceZoneId === body.priceZoneId)) {
        throw invalidField(`orderPositions.${i}.productId`, `${product.title} has no price in price zone ${body.priceZoneId}`);
      }
      return { productId: position.productId, amount: position.amount, title: String(product.title), prices };
    });

    const sums = new Map<string, number>();
    for (const line of lines) {
      for (const price of line.prices ?? []) sums.set(price.priceZoneId, (sums.get(price.priceZoneId) ?? 0) + price.value * line.amount);
    }
    const zones = new Map((await findRowsByIds(ctx.db, { tenantId: ctx.tenantId, resource: 'pricezones' }, [...sums.keys()], tx)).map((z) => [z.id, z]));
    if (!zones.has(body.priceZoneId)) throw invalidField('priceZoneId', 'names no price zone');
    const totals: PriceTotal[] = [...sums].map(([priceZoneId, value]) => ({
      priceZoneId, value, ...(zones.get(priceZoneId) ? { currency: String(zones.get(priceZoneId)!.currency) } : {}),
    }));

    const created = await writeEntity(ctx, orders, {
      userId: ctx.ownerId,
      orderDate: Date.now(),
      status: 'placed',
      priceZoneId: body.priceZoneId,
      currency: zones.get(body.priceZoneId)!.currency,
      billingAddress: body.billingAddress,
      positions: lines,
      totals,
      total: sums.get(body.priceZoneId) ?? 0,
    }, { ctx, tx, existing: null, body: body as Record<string, unknown> });
    await writeEntity(ctx, shoppingCarts, { userId: ctx.ownerId, orderPositions: [] }, { ctx, tx, existing: cart, body: {} });
    return created;
  });
  return (await present(ctx, orders, [order]))[0];
}
