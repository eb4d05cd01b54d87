import { formatDateTime, formatNumber } from '../../format';

/** The value at a dotted path of a record (`address.city`); lists give the values of their elements. */
export function valueAt(record: unknown, path: string): unknown {
  let current: unknown = record;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) current = current.map((element) => valueAt(element, part));
    else if (current !== null && typeof current === 'object') current = (current as Record<string, unknown>)[part];
    else return undefined;
  }
  return current;
}

/** Meta columns that hold epoch milliseconds. */
const DATE_FIELDS = new Set(['createdAt', 'lastUpdatedAt']);

/**
 * A value as text in the current language: numbers with the language's grouping and decimals, booleans as the
 * given words, the entity's dates as date and time, lists joined by commas, objects as JSON; nothing as ''.
 */
export function cellText(value: unknown, path: string, words: { yes: string; no: string }, language?: string): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value)) return value.map((v) => cellText(v, path, words, language)).filter(Boolean).join(', ');
  if (typeof value === 'number') return DATE_FIELDS.has(path) ? formatDateTime(value, language) : formatNumber(value, { language });
  if (typeof value === 'boolean') return value ? words.yes : words.no;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/**
 * Columns for records when none are configured: the fields of the first records in alphabetical order (the
 * database does not keep the order they were written in), then the id.
 */
export function fieldsOf(records: readonly Record<string, unknown>[]): string[] {
  const fields = new Set<string>();
  for (const record of records.slice(0, 20)) for (const key of Object.keys(record)) fields.add(key);
  const meta = ['id', 'createdAt', 'lastUpdatedAt', 'version', 'tenantId'];
  return [...fields].filter((f) => !meta.includes(f)).sort((a, b) => a.localeCompare(b)).concat(fields.has('id') ? ['id'] : []);
}
