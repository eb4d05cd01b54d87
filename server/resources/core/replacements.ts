import type { Database } from '../../db/client.js';
import { findRowsByIds } from './store.js';
import type { EntityObject } from './types.js';

/**
 * The `withReplacements` query option: foreign ids are replaced by the objects they name, e.g. a product's
 * `prices[].priceZoneId` becomes the price zone object and a role's `userIds` a list of user objects. Ids that
 * name nothing (deleted, another tenant) stay as they are. One query per referenced resource per response.
 */
type Replacements = Record<string, string>;

/** Calls `visit` with every container and key at a dotted path, looking into lists at every level. */
function walk(node: unknown, segments: string[], visit: (holder: Record<string, unknown>, key: string) => void): void {
  if (Array.isArray(node)) {
    node.forEach((item) => walk(item, segments, visit));
    return;
  }
  if (typeof node !== 'object' || node === null) return;
  const holder = node as Record<string, unknown>;
  const [head, ...rest] = segments;
  if (rest.length === 0) visit(holder, head);
  else walk(holder[head], rest, visit);
}

const idsIn = (value: unknown): string[] =>
  (Array.isArray(value) ? value : [value]).filter((v): v is string => typeof v === 'string');

export async function replaceForeignIds(db: Database, tenantId: string, entities: EntityObject[], replacements: Replacements | undefined): Promise<EntityObject[]> {
  if (!replacements || entities.length === 0) return entities;
  // Work on copies: the same objects may be cached or reused by the caller.
  const copies = structuredClone(entities);
  const wanted = new Map<string, Set<string>>();
  for (const [path, resource] of Object.entries(replacements)) {
    const ids = wanted.get(resource) ?? new Set<string>();
    for (const entity of copies) walk(entity, path.split('.'), (holder, key) => idsIn(holder[key]).forEach((id) => ids.add(id)));
    wanted.set(resource, ids);
  }
  const found = new Map<string, Map<string, EntityObject>>();
  for (const [resource, ids] of wanted) {
    const rows = await findRowsByIds(db, { tenantId, resource }, [...ids]);
    found.set(resource, new Map(rows.map((r) => [r.id, r])));
  }
  for (const [path, resource] of Object.entries(replacements)) {
    const byId = found.get(resource)!;
    const replace = (v: unknown) => (typeof v === 'string' && byId.get(v)) || v;
    for (const entity of copies) {
      walk(entity, path.split('.'), (holder, key) => {
        const value = holder[key];
        if (value === undefined) return;
        holder[key] = Array.isArray(value) ? value.map(replace) : replace(value);
      });
    }
  }
  return copies;
}
