import { sql } from 'drizzle-orm';
import { COMPOUND_WIDGET_TYPE } from '../../model/compound/ids.js';
import { walkNodes } from '../../model/document/tree.js';
import type { ApplicationDocument, CompoundWidgetDocument, WidgetNode } from '../../model/document/types.js';
import type { Database, Orm } from '../db/client.js';

/**
 * The compound widgets an application uses, as they are now, to store with a published version: the live site
 * renders these copies until the next publish, so a template author's change never reaches it unannounced.
 * Compounds inside compounds are followed; a compound that no longer exists is left out (the site shows its
 * "missing compound" notice, as the draft does).
 */
function compoundIdsIn(root: WidgetNode | undefined, into: Set<string>): void {
  if (!root) return;
  walkNodes(root, (node) => {
    const id = node.settings?.compoundId;
    if (node.type === COMPOUND_WIDGET_TYPE && typeof id === 'string') into.add(id);
  });
}

export async function pinCompounds(db: Database, tx: Orm, tenantId: string, document: ApplicationDocument): Promise<Record<string, CompoundWidgetDocument>> {
  const pinned: Record<string, CompoundWidgetDocument> = {};
  const asked = new Set<string>();
  let wanted = new Set<string>();
  for (const entry of document.content ?? []) compoundIdsIn(entry.widget, wanted);
  while (wanted.size > 0) {
    const ids = [...wanted];
    ids.forEach((id) => asked.add(id));
    const rows = await db.rows<{ id: string; data: CompoundWidgetDocument; version: number }>(sql`SELECT id, data, version FROM entities
      WHERE tenant_id = ${tenantId} AND resource = 'compoundwidgets' AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, tx);
    const next = new Set<string>();
    for (const row of rows) {
      // The compound's own version is kept so the editor can tell which live sites a newer compound would change.
      pinned[row.id] = { ...row.data, id: row.id, version: row.version };
      compoundIdsIn(row.data.widget, next);
    }
    wanted = new Set([...next].filter((id) => !asked.has(id)));
  }
  return pinned;
}
