import { valueAt } from '../data/cellText';

/**
 * The pure part of the DndBoard: which card goes in which column, what a move sends, and how a move on its way
 * shows before the server has answered. No React, no DnD library.
 */
export type Card = Record<string, unknown> & { id: string; version?: number };

export interface BoardColumn {
  value: string;
  label?: string;
}

export interface ColumnOfCards {
  value: string;
  label: string;
  cards: Card[];
}

/** A move on its way: the card shows in `status` while the stored record is still at `version`. */
export type PendingMoves = Readonly<Record<string, { status: string; version: number | undefined }>>;

/** The status of a record as the columns compare it: numbers and yes/no as text, nothing as ''. */
export function statusOf(record: unknown, statusProperty: string): string {
  const value = valueAt(record, statusProperty);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/** Columns with unique values in the configured order (a repeated value would show one card twice). */
export function usableColumns(columns: readonly BoardColumn[]): BoardColumn[] {
  const seen = new Set<string>();
  return columns.filter((column) => typeof column.value === 'string' && !seen.has(column.value) && seen.add(column.value));
}

/** A column's heading: its label, else its value. */
export const columnLabel = (column: BoardColumn) => column.label?.trim() || column.value;

/**
 * The cards of each column in the records' order, and how many records have a status no column shows. Pending
 * moves count as done while the record still has the version they started from.
 */
export function groupCards(records: readonly Card[], statusProperty: string, columns: readonly BoardColumn[], pending: PendingMoves = {}): { columns: ColumnOfCards[]; unmatched: number } {
  const groups = usableColumns(columns).map((column) => ({ value: column.value, label: columnLabel(column), cards: [] as Card[] }));
  const byValue = new Map(groups.map((group) => [group.value, group]));
  let unmatched = 0;
  for (const record of records) {
    const move = pending[record.id];
    const status = move && move.version === record.version ? move.status : statusOf(record, statusProperty);
    const group = byValue.get(status);
    if (group) group.cards.push(record);
    else unmatched += 1;
  }
  return { columns: groups, unmatched };
}

/**
 * The value stored for a column: of the type the record's status has now (a number stays a number, yes/no stays
 * a boolean) when the column's text reads as one, else the text.
 */
export function statusValue(columnValue: string, current: unknown): string | number | boolean {
  if (typeof current === 'number' && columnValue.trim() !== '' && Number.isFinite(Number(columnValue))) return Number(columnValue);
  if (typeof current === 'boolean' && (columnValue === 'true' || columnValue === 'false')) return columnValue === 'true';
  return columnValue;
}

/** A merge patch that sets the value at a dotted path (`workflow.state` → {workflow: {state: value}}). */
export function patchAt(path: string, value: unknown): Record<string, unknown> {
  return path.split('.').reduceRight<unknown>((inner, part) => ({ [part]: inner }), value) as Record<string, unknown>;
}

export interface Move {
  id: string;
  /** The stored version the move starts from (sent as If-Match). */
  version: number | undefined;
  from: string;
  to: string;
  patch: Record<string, unknown>;
}

/** The move of a card into the column `to`, or null when there is nothing to do (unknown card, same column). */
export function moveOf(records: readonly Card[], cardId: string, to: string, statusProperty: string): Move | null {
  const record = records.find((candidate) => candidate.id === cardId);
  if (!record) return null;
  const from = statusOf(record, statusProperty);
  if (from === to) return null;
  const version = typeof record.version === 'number' ? record.version : undefined;
  return { id: cardId, version, from, to, patch: patchAt(statusProperty, statusValue(to, valueAt(record, statusProperty))) };
}

/** The column before or after `current` for the arrow keys (none past either end). */
export function adjacentColumn(values: readonly string[], current: string, direction: 1 | -1): string | null {
  const at = values.indexOf(current);
  if (at < 0) return values[0] ?? null;
  return values[at + direction] ?? null;
}
