import { sql } from 'drizzle-orm';
import { compoundReferences, findCompoundCycle } from '../../../runtime/compound/cycles.js';
import type { WidgetNode } from '../../../runtime/document/types.js';
import type { Orm } from '../../db/client.js';
import { invalidField } from '../../http/errors.js';
import type { CallContext } from '../core/types.js';

/**
 * A compound widget may not contain itself, directly or through another compound: saving one that would is a
 * 400 on `widget` naming the chain. Other compounds' trees are read from the tenant's stored ones (only those
 * reachable from the saved tree's references, one query per level).
 */
export async function refuseCompoundCycle(ctx: CallContext, tx: Orm, compoundId: string | null, tree: WidgetNode): Promise<void> {
  if (!compoundId) return; // a compound being created has no id yet: nothing can refer to it
  const trees = new Map<string, WidgetNode | undefined>();
  let pending = compoundReferences(tree);
  while (pending.length) {
    const ids = pending.filter((id) => !trees.has(id) && id !== compoundId);
    if (ids.length === 0) break;
    const rows = await ctx.db.rows<{ id: string; widget: WidgetNode }>(
      sql`SELECT id, data->'widget' AS widget FROM entities WHERE tenant_id = ${ctx.tenantId} AND resource = 'compoundwidgets' AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      tx,
    );
    for (const id of ids) trees.set(id, undefined);
    for (const row of rows) trees.set(row.id, row.widget);
    pending = rows.flatMap((row) => compoundReferences(row.widget));
  }
  const chain = findCompoundCycle(compoundId, tree, (id) => trees.get(id));
  if (chain) throw invalidField('widget', `A compound widget cannot contain itself (${chain.join(' → ')})`);
}
