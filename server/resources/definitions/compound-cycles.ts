import { sql } from 'drizzle-orm';
import { compoundReferences, findCompoundCycle, firstCompoundCycle } from '../../../model/compound/cycles.js';
import type { WidgetNode } from '../../../model/document/types.js';
import type { Orm } from '../../db/client.js';
import { invalidField } from '../../http/errors.js';
import type { CallContext } from '../core/types.js';

/**
 * A compound widget may not contain itself, directly or through another compound: saving one that would is a
 * 400 on `widget` naming the chain. Other compounds' trees are read from the tenant's stored ones (only those
 * reachable from the saved tree's references, one query per level).
 *
 * A compound being created gets its id from the server (POST drops a client's `id`, PUT of an unknown id is a
 * 404, an import assigns new ids), so nothing stored can refer to it yet; its tree is still checked for a cycle
 * among the compounds it reaches (stored before this check existed, or imported), since rendering one never ends.
 */
export async function refuseCompoundCycle(ctx: CallContext, tx: Orm, compoundId: string | null, tree: WidgetNode): Promise<void> {
  const trees = await reachableTrees(ctx, tx, compoundId, tree);
  const treeOf = (id: string) => trees.get(id);
  const chain = compoundId ? findCompoundCycle(compoundId, tree, treeOf) : firstCompoundCycle([...trees.keys()], treeOf);
  if (chain) throw invalidField('widget', `A compound widget cannot contain itself (${chain.join(' → ')})`);
}

/** The stored trees of every compound `tree` reaches (undefined for ids the tenant does not have). */
async function reachableTrees(ctx: CallContext, tx: Orm, compoundId: string | null, tree: WidgetNode): Promise<Map<string, WidgetNode | undefined>> {
  const trees = new Map<string, WidgetNode | undefined>();
  let pending = compoundReferences(tree);
  while (pending.length) {
    const ids = [...new Set(pending)].filter((id) => !trees.has(id) && id !== compoundId);
    if (ids.length === 0) break;
    const rows = await ctx.db.rows<{ id: string; widget: WidgetNode }>(
      sql`SELECT id, data->'widget' AS widget FROM entities WHERE tenant_id = ${ctx.tenantId} AND resource = 'compoundwidgets' AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
      tx,
    );
    for (const id of ids) trees.set(id, undefined);
    for (const row of rows) trees.set(row.id, row.widget);
    pending = rows.flatMap((row) => compoundReferences(row.widget));
  }
  return trees;
}

export interface ExportedCompound {
  id?: string;
  name?: string;
  widget?: WidgetNode;
}

/**
 * The compounds of a project export must not contain themselves among each other (the check on save cannot see
 * it: on import each is created before the ones it refers to exist). A 400 on `compoundWidgets.<i>.widget`
 * naming the chain by the export's names and ids, before anything is written.
 */
export function refuseExportedCompoundCycle(compounds: readonly ExportedCompound[]): void {
  const byId = new Map(compounds.flatMap((compound, index) => (compound.id ? [[compound.id, { compound, index }] as const] : [])));
  const treeOf = (id: string) => byId.get(id)?.compound.widget;
  for (const [id, { compound, index }] of byId) {
    const chain = compound.widget ? findCompoundCycle(id, compound.widget, treeOf) : null;
    if (!chain) continue;
    const named = chain.map((link) => `${byId.get(link)?.compound.name ?? '?'} (${link})`);
    throw invalidField(`compoundWidgets.${index}.widget`, `A compound widget cannot contain itself (${named.join(' → ')})`);
  }
}
