import { describe, expect, it } from 'vitest';
import { pdfText } from '../../testing/pdfText';
import { recordsPdf } from './recordsPdf';

const content = (rows: string[][]) => ({
  title: 'Kundenliste Größe',
  subtitle: 'Erstellt am 24.11.2026 · 2 Einträge',
  headers: ['name', 'city'],
  rows,
  pageLabel: (page: number, pages: number) => `Seite ${page} von ${pages}`,
  language: 'de_de',
});

describe('recordsPdf', () => {
  it('is a PDF whose text a reader finds: title, line, headers, rows and page numbers, umlauts kept', async () => {
    const bytes = await recordsPdf(content([['Anna Müller', 'Zürich'], ['Bruno', 'Genève']]));
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
    const [page, ...more] = await pdfText(bytes);
    expect(more).toEqual([]);
    for (const text of ['Kundenliste Größe', 'Erstellt am 24.11.2026 · 2 Einträge', 'name', 'city', 'Anna Müller', 'Zürich', 'Genève', 'Seite 1 von 1']) {
      expect(page).toContain(text);
    }
  });

  it('goes on over pages with the headers repeated, prints unknown characters as ? and cuts wide cells', async () => {
    const rows = Array.from({ length: 60 }, (_, index) => [`Eintrag ${index + 1}`, index === 0 ? `日本 ${'x'.repeat(300)}` : 'Bern']);
    const pages = await pdfText(await recordsPdf(content(rows)));
    expect(pages.length).toBe(3);
    pages.forEach((page, index) => {
      expect(page).toContain('name');
      expect(page).toContain(`Seite ${index + 1} von 3`);
    });
    expect(pages[0]).toContain('?? xxx');
    expect(pages[0]).toMatch(/x…/);
    expect(pages[2]).toContain('Eintrag 60');
  });
});
