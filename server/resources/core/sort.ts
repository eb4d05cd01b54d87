import { sql, type SQL } from 'drizzle-orm';
import { invalidField } from '../../http/errors.js';
import { dataValue, parseField } from './fields.js';

/**
 * `sort=-createdAt,name`: field names (dotted paths allowed), `-` for descending. Data fields sort by their JSON
 * value (numbers numerically, texts alphabetically); the id always breaks ties so pages never overlap.
 */
const MAX_SORT_FIELDS = 5;

export function parseSort(sort: string | string[] | undefined, fallback: string, at = 'sort'): SQL {
  const text = Array.isArray(sort) ? sort.join(',') : sort;
  if (text !== undefined && typeof text !== 'string') throw invalidField(at, 'must be a list of field names');
  const parts = (text && text.trim() ? text : fallback).split(',').map((p) => p.trim()).filter(Boolean);
  if (parts.length > MAX_SORT_FIELDS) throw invalidField(at, `takes at most ${MAX_SORT_FIELDS} fields`);
  const order: SQL[] = [];
  let hasId = false;
  for (const part of parts) {
    const descending = part.startsWith('-');
    const name = descending || part.startsWith('+') ? part.slice(1) : part;
    const field = parseField(name, at);
    const direction = sql.raw(descending ? 'DESC' : 'ASC');
    if (field.kind === 'column') {
      hasId ||= field.column === 'id';
      order.push(sql`${field.sql} ${direction}`);
    } else {
      order.push(sql`${dataValue(field.segments)} ${direction} NULLS LAST`);
    }
  }
  if (!hasId) order.push(sql`e.id ASC`);
  return sql.join(order, sql`, `);
}
