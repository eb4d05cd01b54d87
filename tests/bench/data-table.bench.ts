/**
 * The data table in Chromium (production React, built from tests/bench/data-table-page): the first draw of a page
 * of 100 rows (target under 100 ms), the first draw of a table scrolling through 10,000 loaded records (rows drawn
 * only while in view), and the frame rate while scrolling through it (target 60 fps). Draw times are render and
 * commit, medians of repeated draws. Prints:
 *   {"name":"data-table.first-page-100","value":<ms>,"unit":"ms","n":100}
 *   {"name":"data-table.first-scroll-10000","value":<ms>,"unit":"ms","n":10000}
 *   {"name":"data-table.scroll-fps","value":<fps>,"unit":"fps","n":10000}
 *   {"name":"data-table.scroll-frame-p95","value":<ms>,"unit":"ms","n":10000}
 *   {"name":"data-table.scroll-rows-drawn","value":<rows>,"unit":"rows","n":10000}   (the most rows in the DOM at once)
 */
import path from 'node:path';
import { withBenchPage } from './lib/browserPage';
import { median, print } from './lib/report';

const WARMUP = 3;
const RUNS = 15;
const TOTAL = 10_000;

async function main(): Promise<void> {
  await withBenchPage(path.resolve(import.meta.dirname, 'data-table-page'), async (page) => {
    const pageDraws: number[] = [];
    const scrollDraws: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      const paged = await page.evaluate(() => (window as unknown as { drawPage(): { ms: number; rows: number } }).drawPage());
      if (paged.rows !== 100) throw new Error(`the page drew ${paged.rows} rows, not 100`);
      const scrolled = await page.evaluate((n) => (window as unknown as { drawScroll(n: number): { ms: number; rows: number; loaded: string } }).drawScroll(n), TOTAL);
      if (!scrolled.loaded.startsWith(`${TOTAL} von ${TOTAL}`)) throw new Error(`the scrolling table did not have every record: ${scrolled.loaded}`);
      if (i >= WARMUP) {
        pageDraws.push(paged.ms);
        scrollDraws.push(scrolled.ms);
      }
    }
    // Scroll through the last drawn 10,000-record table: 120 px (a bit more than two rows) per frame for 3 s.
    const scroll = await page.evaluate(() => (window as unknown as { scroll(step: number, ms: number): Promise<{ frames: number; seconds: number; p95: number; rowsDrawn: number }> }).scroll(120, 3000));
    print('data-table.first-page-100', median(pageDraws), 'ms', 100);
    print('data-table.first-scroll-10000', median(scrollDraws), 'ms', TOTAL);
    print('data-table.scroll-fps', scroll.frames / scroll.seconds, 'fps', TOTAL);
    print('data-table.scroll-frame-p95', scroll.p95, 'ms', TOTAL);
    print('data-table.scroll-rows-drawn', scroll.rowsDrawn, 'rows', TOTAL);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
