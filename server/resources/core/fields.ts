import { sql, type SQL } from 'drizzle-orm';
import { FIELD_NAME_PATTERN } from '../../../model/api/schemas/common.js';
import { invalidField } from '../../http/errors.js';

/**
 * Field names of search requests, sorts and free-text search: a column of the entities table (id, createdAt,
 * lastUpdatedAt, version) or a dotted path into `data` (`target.id`, `prices.priceZoneId`). Names are checked
 * against a strict pattern before they reach a query, and reach it only as bound parameters.
 */
const FIELD_PATTERN = new RegExp(FIELD_NAME_PATTERN);

export type ColumnField = 'id' | 'createdAt' | 'lastUpdatedAt' | 'version';

/** The columns behind the meta fields; the table alias of every resource query is `e`. */
export const COLUMN_SQL: Record<ColumnField, SQL> = {
  id: sql.raw('e.id'),
  createdAt: sql.raw('e.created_at'),
  lastUpdatedAt: sql.raw('e.last_updated_at'),
  version: sql.raw('e.version'),
};

export type FieldRef = { kind: 'column'; column: ColumnField; sql: SQL } | { kind: 'data'; segments: string[] };

/** Checks a field name; `at` names the request field that carried it for the 400. */
export function parseField(fieldname: unknown, at: string): FieldRef {
  if (typeof fieldname !== 'string' || fieldname.length > 200 || !FIELD_PATTERN.test(fieldname)) {
    throw invalidField(at, 'must be a field name or a dotted path of field names');
  }
  // Own keys only: `__proto__`, `constructor`, `toString` are data field names, not columns.
  if (Object.hasOwn(COLUMN_SQL, fieldname)) {
    const column = fieldname as ColumnField;
    return { kind: 'column', column, sql: COLUMN_SQL[column] };
  }
  return { kind: 'data', segments: fieldname.split('.') };
}

/**
 * The SQL/JSON path selecting every value at a dotted path, looking into lists at every level:
 * `prices.priceZoneId` → `$."prices"[*]."priceZoneId"[*]`. In lax mode `[*]` also passes a single value
 * through, so one path serves scalar fields and list fields alike. Segments passed parseField's pattern, so
 * they need no escaping inside the quotes.
 */
export function valuesPath(segments: string[]): string {
  return '$' + segments.map((s) => `."${s}"[*]`).join('');
}

/** `data #> '{a,b}'` as SQL with the path as bound parameters: the value at a dotted path, for sorting. */
export function dataValue(segments: string[]): SQL {
  return sql`e.data #> ARRAY[${sql.join(segments.map((s) => sql`${s}`), sql`, `)}]::text[]`;
}
