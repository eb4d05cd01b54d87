import { valueAt } from '../data/cellText';

const META = new Set(['id', 'tenantId', 'createdAt', 'lastUpdatedAt', 'version']);

function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return Object.values(value).map(textOf).join(' ');
  return String(value);
}

/**
 * The records in which every word of the query occurs (ignoring case) in the given properties (dotted paths), or
 * in all fields but the meta fields when none are given: the way the stores' text search works on the server,
 * here on the browser's copy. An empty query finds nothing.
 */
export function matchRecords(records: readonly Record<string, unknown>[], query: string, properties: readonly string[], max: number): Record<string, unknown>[] {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  const found: Record<string, unknown>[] = [];
  for (const record of records) {
    const text = (properties.length > 0
      ? properties.map((property) => textOf(valueAt(record, property)))
      : Object.entries(record).filter(([key]) => !META.has(key)).map(([, value]) => textOf(value))
    ).join(' ').toLocaleLowerCase();
    if (words.every((word) => text.includes(word))) found.push(record);
    if (found.length >= max) break;
  }
  return found;
}
