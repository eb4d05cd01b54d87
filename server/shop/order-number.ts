import { sql } from 'drizzle-orm';
import type { WriteHookArgs } from '../resources/core/types.js';

/** "B-000123": the prefix says it is an order (Bestellung), six digits keep numbers aligned up to a million. */
export function formatOrderNumber(n: number): string {
  return `B-${String(n).padStart(6, '0')}`;
}

/**
 * The next order number of a tenant: one counter row per tenant, advanced by a single statement inside the
 * order's transaction, so concurrent orders get distinct consecutive numbers and a rolled-back order gives its
 * number back.
 */
async function nextOrderNumber({ ctx, tx }: WriteHookArgs): Promise<string> {
  const [row] = await ctx.db.rows<{ last_number: string | number }>(sql`INSERT INTO order_numbers (tenant_id, last_number)
    VALUES (${ctx.tenantId}, 1)
    ON CONFLICT (tenant_id) DO UPDATE SET last_number = order_numbers.last_number + 1
    RETURNING last_number`, tx);
  return formatOrderNumber(Number(row.last_number));
}

/**
 * The order number belongs to the server: a new order gets the next one, a changed order keeps its own, whatever
 * the body says (docs/api.md, Orders).
 */
export async function orderNumber(data: Record<string, unknown>, args: WriteHookArgs): Promise<Record<string, unknown>> {
  const { orderNumber: _fromBody, ...rest } = data;
  if (args.existing) return args.existing.orderNumber === undefined ? rest : { ...rest, orderNumber: args.existing.orderNumber };
  return { ...rest, orderNumber: await nextOrderNumber(args) };
}
