import { DATA_PAGE_SIZE_OPTIONS } from './dataSettings';

/**
 * What the deprecated data tables (DataTableV1 to V3) have in common on their way to DataTableV4. Only V4 is
 * documented; how the older settings are read is our interpretation, written down in each spec.
 */

/** A page size V4 offers: the smallest of 10, 25, 50, 100 that shows at least as many rows (at most 100). */
export function dataPageSize(value: unknown): number | undefined {
  const size = typeof value === 'string' ? Number(value) : value;
  if (typeof size !== 'number' || !Number.isFinite(size) || size <= 0) return undefined;
  return DATA_PAGE_SIZE_OPTIONS.find((option) => option >= size) ?? 100;
}

/** `-field` for a descending sort, `field` for an ascending one; undefined without a field. */
export function sortText(field: unknown, direction: unknown): string | undefined {
  if (typeof field !== 'string' || !field.trim()) return undefined;
  return `${String(direction).toLowerCase() === 'desc' ? '-' : ''}${field.trim()}`;
}

/** Settings as V4 has them: the mapped ones set, unmapped ones left out, everything else kept as it was. */
export function v4Settings(rest: Record<string, unknown>, mapped: Record<string, unknown>): Record<string, unknown> {
  const settings = { ...rest };
  for (const [key, value] of Object.entries(mapped)) if (value !== undefined) settings[key] = value;
  return settings;
}
