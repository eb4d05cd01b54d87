import Papa from 'papaparse';
import { csvCellText, csvRow, UTF8_BOM, type CsvDelimiter } from '../../../model/csv/csv';
import type { ListQuery, Page } from '../../../model/api/schemas';
import { ApiRequestError } from '../../../runtime/api/http';
import { displayValue, toSimpleBody, type SimpleField } from './simpleForm';

/**
 * CSV export and import of a kit list (docs/backoffice.md, CSV): the export reads the list page by page with the
 * list's search and sort, the import creates one entity per row through the API. Both report progress and stop
 * when `signal` aborts. Columns are the screen's field names (`id` first in an export), each cell the text the
 * form edits (`2026-12-01T10:00` for a date and time, `true` for a ticked box), so an exported file imports again.
 */
export interface Progress {
  done: number;
  total: number;
}

/** Rows per request of an export. */
export const EXPORT_PAGE_SIZE = 500;

export async function exportListCsv(options: {
  list(query: ListQuery): Promise<Page<Record<string, unknown>>>;
  fields: SimpleField[];
  sort?: string;
  search?: string;
  language: string;
  delimiter?: CsvDelimiter;
  signal?: AbortSignal;
  onProgress?(progress: Progress): void;
}): Promise<string> {
  const { fields, language, delimiter = ',' } = options;
  const lines = [UTF8_BOM + csvRow(['id', ...fields.map((f) => f.name)], delimiter)];
  let done = 0;
  for (let page = 1; ; page++) {
    options.signal?.throwIfAborted();
    const result = await options.list({ page, size: EXPORT_PAGE_SIZE, sort: options.sort, search: options.search || undefined });
    options.signal?.throwIfAborted();
    for (const entity of result.elements) {
      lines.push(csvRow([entity.id, ...fields.map((f) => displayValue(entity, f.name, f, language))], delimiter));
    }
    done += result.elements.length;
    options.onProgress?.({ done, total: result.totalElements });
    if (result.elements.length < EXPORT_PAGE_SIZE || done >= result.totalElements) return lines.join('');
  }
}

export interface RefusedRow {
  /** The line of the file (the header is line 1). */
  line: number;
  /** What the API named: the fields with their messages, or its message alone. */
  reasons: { field?: string; message: string }[];
}

export interface ImportReport {
  total: number;
  created: number;
  refused: RefusedRow[];
  /** Columns of the file the screen does not know (ignored; `id` always is). */
  ignoredColumns: string[];
  cancelled: boolean;
}

/** The rows of a file: header names trimmed, the byte order mark and blank lines dropped, `;` or `,` detected. */
export function parseCsv(text: string): { columns: string[]; rows: Record<string, string>[] } {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim(), delimitersToGuess: [',', ';', '\t'],
  });
  return { columns: parsed.meta.fields ?? [], rows: parsed.data };
}

export async function importCsv(options: {
  text: string;
  fields: SimpleField[];
  create(body: Record<string, unknown>): Promise<unknown>;
  /** Values every new entity starts with (as the form's new entity). */
  initial?: Record<string, unknown>;
  language: string;
  signal?: AbortSignal;
  onProgress?(progress: Progress): void;
}): Promise<ImportReport> {
  const { columns, rows } = parseCsv(options.text);
  const editable = options.fields.filter((f) => !f.listOnly);
  const known = new Set(editable.map((f) => f.name));
  const report: ImportReport = {
    total: rows.length, created: 0, refused: [], cancelled: false,
    ignoredColumns: columns.filter((c) => c !== 'id' && !known.has(c)),
  };
  options.onProgress?.({ done: 0, total: rows.length });
  for (const [index, row] of rows.entries()) {
    if (options.signal?.aborted) {
      report.cancelled = true;
      break;
    }
    const values = Object.fromEntries(editable.map((f) => [f.name, csvCellText(row[f.name] ?? '')]));
    try {
      await options.create(toSimpleBody(editable, values, options.initial, options.language));
      report.created++;
    } catch (error) {
      report.refused.push({ line: index + 2, reasons: reasonsOf(error) });
    }
    options.onProgress?.({ done: index + 1, total: rows.length });
  }
  return report;
}

function reasonsOf(error: unknown): RefusedRow['reasons'] {
  const api = error instanceof ApiRequestError ? error : null;
  if (!api) return [{ message: error instanceof Error ? error.message : String(error) }];
  const named = (api.details ?? []).filter((d) => d.message || d.field).map((d) => ({ field: d.field, message: d.message ?? api.message }));
  return named.length > 0 ? named : [{ message: api.message }];
}
