import { sql, type SQL } from 'drizzle-orm';
import type { Database, Orm } from '../../db/client.js';
import { valuesPath, type FieldRef } from './fields.js';
import type { EntityObject } from './types.js';

/**
 * The entity queries of the generic resource set. Reads outside a transaction go through `readRows` (on the embedded
 * database they do not count as possible changes, so the read cache's revision stays known). Every query of a
 * resource call goes through `scopeSql`, the one place that limits it to the caller's tenant, the resource and (for
 * owner-scoped resources) the caller's own entities (every query is scoped to the caller's tenant in one place;
 * docs/architecture.md).
 */
export interface Scope {
  tenantId: string;
  resource: string;
  /** Only entities whose data[field] is this user id. */
  owner?: { field: string; userId: string } | null;
  /** Only entities this condition holds for (ResourceDefinition.visibleTo: private calendars, their entries). */
  visible?: SQL | null;
}

export interface EntityRow {
  id: string;
  data: Record<string, unknown>;
  created_at: number | string;
  last_updated_at: number | string;
  version: number;
}

const COLUMNS = sql.raw('e.id, e.data, e.created_at, e.last_updated_at, e.version');

/** An entity as the API shows it (the same fields as toEntity), built by the database as JSON. */
export const DOCUMENT_JSON = sql.raw(`e.data || jsonb_build_object('id', e.id, 'createdAt', e.created_at, 'lastUpdatedAt', e.last_updated_at, 'version', e.version)`);

export function scopeSql(scope: Scope): SQL {
  const base = sql`e.tenant_id = ${scope.tenantId} AND e.resource = ${scope.resource}`;
  const owned = scope.owner ? sql`${base} AND e.data->>${scope.owner.field} = ${scope.owner.userId}` : base;
  return scope.visible ? sql`${owned} AND (${scope.visible})` : owned;
}

/** Row to API object: the stored fields, then the columns (which win over any stale copy inside data). */
export function toEntity(row: EntityRow): EntityObject {
  return {
    ...row.data,
    id: row.id,
    createdAt: Number(row.created_at),
    lastUpdatedAt: Number(row.last_updated_at),
    version: row.version,
  };
}

export async function listRows(db: Database, scope: Scope, where: SQL, order: SQL, limit: number, offset: number): Promise<EntityObject[]> {
  const rows = await db.readRows<EntityRow>(sql`SELECT ${COLUMNS} FROM entities e
    WHERE ${scopeSql(scope)} AND ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}`);
  return rows.map(toEntity);
}

/**
 * How a page and its total are read. `filtered`: a condition narrows the rows, so counting them means testing
 * every candidate anyway: the total and the page's ids come from that one pass (a window count over the matches'
 * ids and sort keys only, so the sort never moves whole documents), and the page's rows are then fetched by
 * primary key. Unfiltered, the total is an index-only count and the page an index scan that stops after `limit`
 * rows, which is cheaper than visiting every row once.
 */
export interface PageQuery {
  where: SQL;
  order: SQL;
  limit: number;
  offset: number;
  filtered: boolean;
}

/**
 * The page's rows (alias `e`, each with `m.total`, the number of all matches) from one pass over the matches: the
 * inner query finds and sorts ids, the join reads only the page's documents. A page beyond the last match has no
 * rows to carry the total: then (only then) it is counted on its own (totalOf).
 */
function matchedPage(scope: Scope, query: PageQuery): SQL {
  const matches = sql`SELECT e.id, count(*) OVER () AS total FROM entities e
    WHERE ${scopeSql(scope)} AND ${query.where} ORDER BY ${query.order} LIMIT ${query.limit} OFFSET ${query.offset}`;
  return sql`(${matches}) m JOIN entities e ON e.tenant_id = ${scope.tenantId} AND e.resource = ${scope.resource} AND e.id = m.id`;
}

async function totalOf(db: Database, scope: Scope, query: PageQuery, total: number | string | null | undefined): Promise<number> {
  if (total !== null && total !== undefined) return Number(total);
  return query.offset === 0 ? 0 : countRows(db, scope, query.where);
}

/** A page of entities and the total of the matches (see PageQuery). */
export async function pageRows(db: Database, scope: Scope, query: PageQuery): Promise<{ rows: EntityObject[]; total: number }> {
  if (!query.filtered) {
    const [rows, total] = await Promise.all([
      listRows(db, scope, query.where, query.order, query.limit, query.offset),
      countRows(db, scope, query.where),
    ]);
    return { rows, total };
  }
  const rows = await db.readRows<EntityRow & { total: number | string }>(
    sql`SELECT ${COLUMNS}, m.total FROM ${matchedPage(scope, query)} ORDER BY ${query.order}`);
  return { rows: rows.map(toEntity), total: await totalOf(db, scope, query, rows[0]?.total) };
}

/**
 * A page as pageRows gives it, with the elements as one JSON array text built by the database: no parsing and
 * re-serialising in Node, which for a page of 100 products costs more than the queries. Used when no response
 * shaping is needed. One statement either way (see PageQuery for how the total is found).
 */
export async function pageJson(db: Database, scope: Scope, query: PageQuery): Promise<{ json: string; total: number }> {
  const elements = sql`coalesce(json_agg(${DOCUMENT_JSON} ORDER BY ${query.order})::text, '[]')`;
  const { where, order, limit, offset } = query;
  const statement = query.filtered
    ? sql`SELECT ${elements} AS json, max(m.total) AS total FROM ${matchedPage(scope, query)}`
    : sql`SELECT
      (SELECT count(*) FROM entities e WHERE ${scopeSql(scope)} AND ${where}) AS total,
      (SELECT ${elements}
        FROM (SELECT ${COLUMNS} FROM entities e WHERE ${scopeSql(scope)} AND ${where} ORDER BY ${order} LIMIT ${limit} OFFSET ${offset}) e) AS json`;
  const [row] = await db.readRows<{ json: string; total: number | string | null }>(statement);
  return { json: row.json, total: await totalOf(db, scope, query, row.total) };
}

export async function countRows(db: Database, scope: Scope, where: SQL): Promise<number> {
  const [row] = await db.readRows<{ count: number | string }>(sql`SELECT count(*) AS count FROM entities e
    WHERE ${scopeSql(scope)} AND ${where}`);
  return Number(row.count);
}

/** The sum of a field's numeric values over the rows `where` finds (0 when none), and the number of rows. */
export async function sumRows(db: Database, scope: Scope, where: SQL, field: FieldRef): Promise<{ sum: number; count: number }> {
  const total = field.kind === 'column'
    ? sql`SELECT coalesce(sum(${field.sql}), 0) FROM entities e WHERE ${scopeSql(scope)} AND ${where}`
    : sql`SELECT coalesce(sum((v.value #>> '{}')::numeric), 0) FROM entities e
        CROSS JOIN LATERAL jsonb_path_query(e.data, ${valuesPath(field.segments)}::jsonpath) AS v(value)
        WHERE ${scopeSql(scope)} AND ${where} AND jsonb_typeof(v.value) = 'number'`;
  const [row] = await db.readRows<{ sum: string; count: number | string }>(sql`SELECT
    (SELECT count(*) FROM entities e WHERE ${scopeSql(scope)} AND ${where}) AS count, (${total})::text AS sum`);
  return { sum: Number(row.sum), count: Number(row.count) };
}

/** One entity; `lock` takes a row lock for the rest of the transaction (read-modify-write). */
export async function findRow(db: Database, scope: Scope, id: string, orm?: Orm, lock = false): Promise<EntityObject | null> {
  const query = sql`SELECT ${COLUMNS} FROM entities e WHERE ${scopeSql(scope)} AND e.id = ${id}${lock ? sql` FOR UPDATE` : sql``}`;
  const [row] = orm || lock ? await db.rows<EntityRow>(query, orm) : await db.readRows<EntityRow>(query);
  return row ? toEntity(row) : null;
}

export async function existsRow(db: Database, scope: Scope, id: string): Promise<boolean> {
  const rows = await db.readRows(sql`SELECT 1 FROM entities e WHERE ${scopeSql(scope)} AND e.id = ${id}`);
  return rows.length > 0;
}

/** The entities with these ids (those that exist in scope); `lock` as in findRow. */
export async function findRowsByIds(db: Database, scope: Scope, ids: string[], orm?: Orm, lock = false): Promise<EntityObject[]> {
  if (ids.length === 0) return [];
  const query = sql`SELECT ${COLUMNS} FROM entities e
    WHERE ${scopeSql(scope)} AND e.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})${lock ? sql` FOR UPDATE` : sql``}`;
  const rows = orm ? await db.rows<EntityRow>(query, orm) : await db.readRows<EntityRow>(query);
  return rows.map(toEntity);
}

export async function insertRow(db: Database, scope: Scope, id: string, data: object, now: number, orm?: Orm): Promise<EntityObject> {
  const [row] = await db.rows<EntityRow>(sql`INSERT INTO entities AS e (tenant_id, resource, id, data, created_at, last_updated_at, version)
    VALUES (${scope.tenantId}, ${scope.resource}, ${id}, ${JSON.stringify(data)}::jsonb, ${now}, ${now}, 1)
    RETURNING ${COLUMNS}`, orm);
  return toEntity(row);
}

/** Replaces the fields and bumps the version; the caller checked the version under a row lock. */
export async function updateRow(db: Database, scope: Scope, id: string, data: object, now: number, orm?: Orm): Promise<EntityObject> {
  const [row] = await db.rows<EntityRow>(sql`UPDATE entities AS e
    SET data = ${JSON.stringify(data)}::jsonb, last_updated_at = ${now}, version = e.version + 1
    WHERE ${scopeSql(scope)} AND e.id = ${id} RETURNING ${COLUMNS}`, orm);
  return toEntity(row);
}

/** Deletes and returns the ids that existed in scope. */
export async function deleteRows(db: Database, scope: Scope, ids: string[], orm?: Orm): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.rows<{ id: string }>(sql`DELETE FROM entities AS e
    WHERE ${scopeSql(scope)} AND e.id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)}) RETURNING e.id`, orm);
  return rows.map((r) => r.id);
}

/** Whether another entity (not `exceptId`) holds `value` in `field`, in the tenant or in every tenant. */
export async function valueTaken(db: Database, scope: Scope, field: string, value: string, exceptId: string | null, global: boolean, orm?: Orm): Promise<boolean> {
  const where = global ? sql`e.resource = ${scope.resource}` : sql`e.tenant_id = ${scope.tenantId} AND e.resource = ${scope.resource}`;
  const rows = await db.rows(sql`SELECT 1 FROM entities e WHERE ${where} AND e.data->>${field} = ${value}
    ${exceptId ? sql`AND NOT (e.tenant_id = ${scope.tenantId} AND e.id = ${exceptId})` : sql``} LIMIT 1`, orm);
  return rows.length > 0;
}
