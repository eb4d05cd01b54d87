import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database, Orm } from '../../db/client.js';
import { scopeOf } from '../core/context.js';
import { writeEntity } from '../core/operations.js';
import { findRow, scopeSql } from '../core/store.js';
import type { CallContext, EntityObject } from '../core/types.js';
import { shoppingCarts } from '../definitions/shop.js';

/** The caller's own cart context: "mine" always means the caller, whatever its permissions. */
export function mineContext(db: Database, request: FastifyRequest): CallContext {
  const auth = request.auth!;
  return { db, request, tenantId: auth.tenantId, auth, ownerId: auth.userId };
}

/** Serialises the caller's cart calls (two tabs adding at once) and returns the cart, creating it when missing. */
export async function lockMyCart(ctx: CallContext, tx: Orm): Promise<EntityObject> {
  await ctx.db.rows(sql`SELECT pg_advisory_xact_lock(hashtext(${`cart:${ctx.tenantId}:${ctx.ownerId}`}))`, tx);
  const [first] = await ctx.db.rows<{ id: string }>(sql`SELECT e.id FROM entities e WHERE ${scopeSql(scopeOf(ctx, shoppingCarts))}
    ORDER BY e.id LIMIT 1`, tx);
  const cart = first ? await findRow(ctx.db, scopeOf(ctx, shoppingCarts), first.id, tx, true) : null;
  return cart ?? writeEntity(ctx, shoppingCarts, { userId: ctx.ownerId, orderPositions: [] }, { ctx, tx, existing: null, body: {} });
}
