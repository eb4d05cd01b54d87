import { describe, expect, it } from 'vitest';
import { csvCell, csvCellText, csvRecordCounter, csvRow } from './csv.js';

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

describe('reading back', () => {
  it('takes off the apostrophe that defused a formula, nothing else', () => {
    expect(csvCellText("'=1+2")).toBe('=1+2');
    expect(csvCellText("'+49 30 123")).toBe('+49 30 123');
    expect(csvCellText("O'Brien")).toBe("O'Brien");
    expect(csvCellText("'quoted'")).toBe("'quoted'");
  });

  it('counts records across chunks, a quoted line break inside a cell not among them', () => {
    const text = csvRow(['id', 'text']) + csvRow(['1', 'Zeile 1\r\nZeile 2']) + csvRow(['2', 'Er sagte "Hallo"']) + csvRow(['3', 'x']);
    for (const size of [1, 3, 7, text.length]) {
      const counter = csvRecordCounter();
      for (let i = 0; i < text.length; i += size) counter.push(text.slice(i, i + size));
      expect(counter.records, `chunks of ${size}`).toBe(4);
    }
  });
});
