/** What the editor's Chromium benchmark and its profile share: the benchmark page and the API calls that set it up. */
import type { Page } from 'playwright-core';

const ROWS = 10;
const TEXTS = 9;

export type BenchNode = { id: string; type: string; settings: Record<string, unknown>; slots?: Record<string, BenchNode[]> };

/** `sections` x 10 rows x 9 texts of nested containers (20 sections: 2,021 widgets; 100: 10,101). */
export function bigPage(sections: number): { root: BenchNode; count: number; lastId: string } {
  let count = 0;
  const node = (id: string, type: string, settings: Record<string, unknown>, children?: BenchNode[]): BenchNode => {
    count++;
    return children ? { id, type, settings, slots: { children } } : { id, type, settings };
  };
  const all = Array.from({ length: sections }, (_, s) =>
    node(`s${s}`, 'Container', { direction: 'column', padding: '4px', gap: '4px' },
      Array.from({ length: ROWS }, (_, r) =>
        node(`s${s}r${r}`, 'Container', { direction: 'row', padding: '2px', gap: '4px', wrap: 'wrap' },
          Array.from({ length: TEXTS }, (_, t) => node(`s${s}r${r}t${t}`, 'Text', { text: `Text ${s}.${r}.${t}` }))))));
  const root = node('root', 'FlexboxContainer', { direction: 'column', rowGap: '6px' }, all);
  return { root, count, lastId: `s${sections - 1}r${ROWS - 1}t${TEXTS - 1}` };
}

export const BENCH_ROWS = ROWS;
export const BENCH_TEXTS = TEXTS;

/** A call of the test server's API (E2E_BASE_URL), failing on any status but 2xx. */
export async function api(path: string, init: RequestInit & { token?: string } = {}) {
  const response = await fetch(`${process.env.E2E_BASE_URL}/api${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/**
 * Waits until the canvas shows widget `id` and the palette is there, checked with the browser's own querySelector
 * once a frame: Playwright's selector engine, polling over 2,000 widgets, held the page's main thread for about
 * 190 ms of the open being measured.
 */
export async function waitForEditor(page: Page, id: string): Promise<void> {
  await page.waitForFunction(
    (widgetId) => document.querySelector(`[data-testid=canvas] [data-widget-id="${widgetId}"]`) !== null && document.querySelector('[data-testid=palette-item]') !== null,
    id,
    { polling: 'raf', timeout: 60_000 },
  );
}

/** When the page's main thread is free again: a frame and a task after now. */
const FREE_AGAIN = 'const freeAgain = (then) => requestAnimationFrame(() => setTimeout(() => then(performance.now())));';

/**
 * An init script (for `context.addInitScript`) that times an editor's open from inside the page: `ms`, the first
 * frame showing widget `firstId` in the canvas and a palette entry, then a frame and a task (the main thread is free
 * again); `completeMs`, the same for widget `lastId`. Both count from the navigation's start; `editorOpened` reads
 * them. Only editor pages are watched, once a frame with the browser's own querySelector, until the last widget.
 *
 * Watching from the page keeps the test driver out of the figure: Playwright's `waitForFunction` evaluates its
 * injected script in each new document (25-75 ms of the page's main thread, in the middle of the open), and its
 * answer and the next call cross to the driver and back before the "free again" frame is asked for.
 */
export function editorOpenWatcher(firstId: string, lastId: string): string {
  return `(() => {
    if (!location.pathname.startsWith('/editor/apps/')) return;
    ${FREE_AGAIN}
    const shown = (id) => document.querySelector('[data-testid=canvas] [data-widget-id="' + id + '"]') !== null;
    const times = {};
    let done;
    window.__editorOpen = new Promise((resolve) => { done = resolve; });
    const watchLast = () => { if (shown(${JSON.stringify(lastId)})) freeAgain((at) => { times.completeMs = at; done(times); }); else requestAnimationFrame(watchLast); };
    const watchFirst = () => {
      if (shown(${JSON.stringify(firstId)}) && document.querySelector('[data-testid=palette-item]')) freeAgain((at) => { times.ms = at; watchLast(); });
      else requestAnimationFrame(watchFirst);
    };
    requestAnimationFrame(watchFirst);
  })();`;
}

/** Navigates to an editor page and waits for the times of its open (the context runs `editorOpenWatcher`). */
export async function editorOpened(page: Page, url: string): Promise<{ ms: number; completeMs: number }> {
  await page.goto(url, { waitUntil: 'commit' });
  return page.evaluate(() => (window as unknown as { __editorOpen: Promise<{ ms: number; completeMs: number }> }).__editorOpen);
}
