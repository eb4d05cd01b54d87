import type { PDFFont, PDFPage } from 'pdf-lib';

/**
 * A PDF of records as a table: the title, a line with the date and the count, the column headers (repeated on
 * every page), one row per record and 'Seite n von m' at the foot of every page. pdf-lib is imported here, and this
 * module only through a dynamic import, so pages without an export never download it.
 *
 * The standard Helvetica font covers Western European text (WinAnsi: umlauts, accents, €); other characters
 * are printed as '?' rather than failing the whole export. Cells too wide for their column end in '…'.
 */
export interface RecordsPdfContent {
  title: string;
  /** The line under the title (date and count, already in the UI language). */
  subtitle: string;
  headers: string[];
  rows: string[][];
  /** 'Seite {page} von {pages}' in the UI language. */
  pageLabel(page: number, pages: number): string;
  language: string;
}

const A4_LANDSCAPE: [number, number] = [841.89, 595.28];
const MARGIN = 40;
const FONT_SIZE = 9;
const ROW_HEIGHT = 16;
const TITLE_SIZE = 16;

export async function recordsPdf(content: RecordsPdfContent): Promise<Uint8Array> {
  const { PDFDocument, StandardFonts, rgb } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  pdf.setTitle(printable(font, content.title));
  pdf.setLanguage(content.language.replace('_', '-'));
  pdf.setCreator('Baukasten');

  const [width, height] = A4_LANDSCAPE;
  const columns = Math.max(1, content.headers.length);
  const columnWidth = (width - 2 * MARGIN) / columns;
  const cell = (page: PDFPage, text: string, column: number, y: number, cellFont: PDFFont) => {
    page.drawText(fitted(cellFont, printable(cellFont, text), columnWidth - 6), { x: MARGIN + column * columnWidth, y, size: FONT_SIZE, font: cellFont });
  };

  let page = pdf.addPage(A4_LANDSCAPE);
  let y = height - MARGIN - 16;
  page.drawText(fitted(bold, printable(bold, content.title), width - 2 * MARGIN, TITLE_SIZE), { x: MARGIN, y, size: TITLE_SIZE, font: bold });
  y -= 20;
  page.drawText(printable(font, content.subtitle), { x: MARGIN, y, size: FONT_SIZE, font, color: rgb(0.35, 0.35, 0.35) });
  y -= 24;
  const header = () => {
    content.headers.forEach((text, column) => cell(page, text, column, y, bold));
    page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: width - MARGIN, y: y - 4 }, thickness: 0.5 });
    y -= ROW_HEIGHT;
  };
  header();
  for (const row of content.rows) {
    if (y < MARGIN + ROW_HEIGHT) {
      page = pdf.addPage(A4_LANDSCAPE);
      y = height - MARGIN - 10;
      header();
    }
    row.forEach((text, column) => cell(page, text, column, y, font));
    y -= ROW_HEIGHT;
  }

  const pages = pdf.getPages();
  pages.forEach((each, index) => {
    const label = printable(font, content.pageLabel(index + 1, pages.length));
    each.drawText(label, { x: width - MARGIN - font.widthOfTextAtSize(label, FONT_SIZE), y: MARGIN / 2, size: FONT_SIZE, font });
  });
  return pdf.save();
}

/** The text with every character the font cannot draw replaced by '?' (and line breaks by spaces). */
function printable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return Array.from(text.replace(/\s+/g, ' '), (char) => (known.has(char.codePointAt(0)!) ? char : '?')).join('');
}

/** The text cut to `max` points wide, ending in '…' when it was cut. */
function fitted(font: PDFFont, text: string, max: number, size = FONT_SIZE): string {
  if (font.widthOfTextAtSize(text, size) <= max) return text;
  let end = text.length;
  while (end > 0 && font.widthOfTextAtSize(`${text.slice(0, end)}…`, size) > max) end -= 1;
  return `${text.slice(0, end)}…`;
}
