import type { AuthContext } from '../../auth/context.js';
import type { Database } from '../../db/client.js';
import { definitionOf, readVisibility } from './read-access.js';
import { findRowsByIds } from './store.js';
import type { EntityObject } from './types.js';

/**
 * The `withReplacements` query option: foreign ids are replaced by the objects they name, e.g. a product's
 * `prices[].priceZoneId` becomes the price zone object and a role's `userIds` a list of user objects. Ids that
 * name nothing (deleted, another tenant) stay as they are. One query per referenced resource per response.
 * A replacement shows only what the caller could read through the named resource's own routes (read-access.ts):
 * otherwise the resource's public shape (users: id, display name, avatar), or the id stays.
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

/**
 * What the caller gets for a found entity of `resource`: the entity when it may read it, else the resource's
 * public shape, else nothing (the id stays).
 */
function shownAs(auth: AuthContext | null, resource: string): (entity: EntityObject) => unknown {
  const visibility = readVisibility(auth, resource);
  const def = definitionOf(resource);
  const owner = def?.owner?.field;
  const publicShape = def?.publicShape;
  const hidden = (entity: EntityObject) => (publicShape ? publicShape(entity) : undefined);
  if (visibility === 'all') return (entity) => entity;
  if (visibility === 'own' && owner) return (entity) => (entity[owner] === auth?.userId ? entity : hidden(entity));
  return hidden;
}

export async function replaceForeignIds(ctx: { db: Database; tenantId: string; auth: AuthContext | null }, entities: EntityObject[],
  replacements: Replacements | undefined): Promise<EntityObject[]> {
  const { db, tenantId } = ctx;
  if (!replacements || entities.length === 0) return entities;
  // Work on copies: the same objects may be cached or reused by the caller.
  const copies = structuredClone(entities);
  const wanted = new Map<string, Set<string>>();
  for (const [path, resource] of Object.entries(replacements)) {
    const ids = wanted.get(resource) ?? new Set<string>();
    for (const entity of copies) walk(entity, path.split('.'), (holder, key) => idsIn(holder[key]).forEach((id) => ids.add(id)));
    wanted.set(resource, ids);
  }
  const found = new Map<string, Map<string, unknown>>();
  for (const [resource, ids] of wanted) {
    const show = shownAs(ctx.auth, resource);
    // A resource that decides visibility per caller (private calendars) shows only what the caller could read.
    const visible = definitionOf(resource)?.visibleTo?.(ctx) ?? null;
    const rows = await findRowsByIds(db, { tenantId, resource, visible }, [...ids]);
    found.set(resource, new Map(rows.map((r) => [r.id, show(r)]).filter(([, shown]) => shown !== undefined) as [string, unknown][]));
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
