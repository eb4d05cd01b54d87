/**
 * CSV as spreadsheet applications read it: RFC 4180 quoting (a cell with the delimiter, a quote, a line break or
 * surrounding blanks is quoted, quotes doubled), CRLF line ends, and a UTF-8 byte order mark so Excel does not
 * take umlauts for Latin-1. Text that a spreadsheet would run as a formula (=, +, -, @ and control characters
 * first) gets a leading apostrophe (OWASP "CSV injection"); numbers are written as they are.
 */
export const UTF8_BOM = '\uFEFF';
export const CSV_DELIMITERS = [',', ';'] as const;
export type CsvDelimiter = (typeof CSV_DELIMITERS)[number];

const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: unknown, delimiter: CsvDelimiter = ','): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  let text = typeof value === 'string' ? value : typeof value === 'boolean' ? String(value) : JSON.stringify(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  const needsQuotes = text.includes(delimiter) || /["\r\n]/.test(text) || text !== text.trim();
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly unknown[], delimiter: CsvDelimiter = ','): string {
  return `${cells.map((cell) => csvCell(cell, delimiter)).join(delimiter)}\r\n`;
}

/** A cell as read back from a file this module wrote: the apostrophe that defused a formula comes off again. */
export function csvCellText(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Counts the records of a CSV text arriving in chunks (a streamed download): a record ends at a line break outside
 * quotes, so a cell holding line breaks counts once. The header is a record too.
 */
export function csvRecordCounter() {
  let quoted = false;
  let records = 0;
  return {
    push(chunk: string): number {
      for (let i = 0; i < chunk.length; i++) {
        const c = chunk.charCodeAt(i);
        if (c === 34) quoted = !quoted; // a doubled quote toggles twice: no change
        else if (c === 10 && !quoted) records++;
      }
      return records;
    },
    get records() {
      return records;
    },
  };
}
