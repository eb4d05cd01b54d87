import type { ConfigurationEntry } from './saveConfiguration';

/** One row of the configuration editor: the key and the value as typed, and the stored value it came from. */
export interface ConfigurationRow {
  key: string;
  text: string;
  original?: unknown;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value : value === undefined || value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

export function rowsOf(configuration: readonly ConfigurationEntry[] | undefined): ConfigurationRow[] {
  return (configuration ?? []).map((entry) => ({ key: entry.key, text: textOf(entry.value), original: entry.value }));
}

/**
 * The value to store for a row: unchanged text keeps the stored value (a number stays a number, an object stays an
 * object); a number typed where a number was (or for a new entry) is stored as a number; anything else as text.
 */
export function valueOf(row: ConfigurationRow): unknown {
  if (row.original !== undefined && row.text === textOf(row.original)) return row.original;
  const number = Number(row.text.replace(',', '.'));
  const numeric = row.text.trim() !== '' && Number.isFinite(number);
  return numeric && (row.original === undefined || typeof row.original === 'number') ? number : row.text;
}

/** Message keys (users namespace) per row index: an empty key, or a key used twice. */
export function rowErrors(rows: readonly ConfigurationRow[]): Map<number, string> {
  const errors = new Map<number, string>();
  const seen = new Set<string>();
  rows.forEach((row, index) => {
    const key = row.key.trim();
    if (!key) errors.set(index, 'configuration.emptyKey');
    else if (seen.has(key)) errors.set(index, 'configuration.duplicateKey');
    seen.add(key);
  });
  return errors;
}

export function configurationOf(rows: readonly ConfigurationRow[]): ConfigurationEntry[] {
  return rows.map((row) => ({ key: row.key.trim(), value: valueOf(row) }));
}
