import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.js';

describe('csv', () => {
  it('quotes cells with the delimiter, quotes, line breaks or surrounding blanks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a;b')).toBe('a;b');
    expect(csvCell('a;b', ';')).toBe('"a;b"');
    expect(csvCell('Er sagte "Hallo"')).toBe('"Er sagte ""Hallo"""');
    expect(csvCell('Zeile 1\nZeile 2')).toBe('"Zeile 1\nZeile 2"');
    expect(csvCell(' eingerückt')).toBe('" eingerückt"');
  });

  it('writes numbers as they are and nothing for missing values', () => {
    expect(csvRow([1, 12.5, null, undefined, 'Größe'])).toBe('1,12.5,,,Größe\r\n');
  });

  it('defuses text a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe('"\'=HYPERLINK(""http://evil"")"');
    expect(csvCell('+49 30 123')).toBe("'+49 30 123");
    expect(csvCell('-rabatt')).toBe("'-rabatt");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell(-5)).toBe('-5');
  });
});
