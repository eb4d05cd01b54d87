/**
 * Render speed of the runtime in Chromium: first render of a 2,000-widget page in view mode through the
 * runtime (node source, socket engine, registry, settings check, per-widget subscriptions and error
 * boundaries) against the same DOM drawn by plain React elements, in one run, plus a socket value change that
 * must re-render only the widgets subscribed to it. Times are render + commit (React's work and the DOM
 * writes); the layout that follows is the same for both and reported on its own. Runs alternate between
 * the two; ratios are of the medians, plus the ratio of the fastest runs (least disturbed by other load). Builds tests/bench/render-page with Vite (production
 * React) into a temporary folder, serves it, drives it with playwright-core. Prints:
 *   {"name":"render.first-2000.runtime","value":<ms>,"unit":"ms","n":2000}
 *   {"name":"render.first-2000.plain","value":<ms>,"unit":"ms","n":2000}
 *   {"name":"render.first-2000.ratio","value":<runtime/plain>,"unit":"x","n":2000}   (target under 1.5)
 *   {"name":"render.first-2000.ratio-best","value":<x>,"unit":"x","n":2000}   (fastest runtime / fastest plain run)
 *   {"name":"render.first-2000.layout","value":<ms>,"unit":"ms","n":2000}   (the browser's layout after it, same DOM)
 *   {"name":"render.first-2000.ratio-with-layout","value":<x>,"unit":"x","n":2000}
 *   {"name":"render.socket-change.rerenders","value":<renders>,"unit":"renders","n":<subscribers>}
 *   {"name":"render.socket-change.ms","value":<ms>,"unit":"ms","n":<subscribers>}
 */
import path from 'node:path';
import { withBenchPage } from './lib/browserPage';

const WIDGETS = 2000;
const WARMUP = 3;
const RUNS = 21;
const root = path.resolve(import.meta.dirname, '../..');

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const print = (name: string, value: number, unit: string, n: number) =>
  console.log(JSON.stringify({ name, value: Math.round(value * 1000) / 1000, unit, n }));

async function main(): Promise<void> {
  await withBenchPage(path.join(root, 'tests/bench/render-page'), async (page) => {
    /** One timed draw (render and commit, performance.now in the page) and the layout after it. */
    const draw = async (kind: 'Runtime' | 'Plain') => {
      await page.evaluate(([k, n]) => (window as any)[`prepare${k}`](n), [kind, WIDGETS] as const);
      const drawn = await page.evaluate((k) => (window as any)[`draw${k}`](), kind);
      const elements = (await page.evaluate(() => (window as any).drawnWidgets())) as number;
      return { ms: drawn.ms as number, layoutMs: drawn.layoutMs as number, elements, widgets: drawn.widgets as number | undefined };
    };
    const runtime: number[] = [];
    const plain: number[] = [];
    const runtimeWithLayout: number[] = [];
    const plainWithLayout: number[] = [];
    const layout: number[] = [];
    for (let i = 0; i < WARMUP + RUNS; i++) {
      // alternate so both see the same machine state (GC, frequency scaling)
      const r = await draw('Runtime');
      const p = await draw('Plain');
      if (r.widgets !== WIDGETS || r.elements !== WIDGETS || p.elements !== WIDGETS) {
        throw new Error(`expected ${WIDGETS} widgets, runtime drew ${r.elements} of ${r.widgets}, plain ${p.elements}`);
      }
      if (i >= WARMUP) {
        runtime.push(r.ms);
        plain.push(p.ms);
        layout.push(p.layoutMs);
        runtimeWithLayout.push(r.ms + r.layoutMs);
        plainWithLayout.push(p.ms + p.layoutMs);
      }
    }
    const socket = await page.evaluate((n) => (window as any).socketChange(n), WIDGETS);
    if (socket.updated !== socket.subscribers) throw new Error(`socket change reached ${socket.updated} of ${socket.subscribers} subscribers`);

    print('render.first-2000.runtime', median(runtime), 'ms', WIDGETS);
    print('render.first-2000.plain', median(plain), 'ms', WIDGETS);
    print('render.first-2000.ratio', median(runtime) / median(plain), 'x', WIDGETS);
    // the fastest run of each: the least disturbed by other work on the machine
    print('render.first-2000.ratio-best', Math.min(...runtime) / Math.min(...plain), 'x', WIDGETS);
    print('render.first-2000.layout', median(layout), 'ms', WIDGETS);
    print('render.first-2000.ratio-with-layout', median(runtimeWithLayout) / median(plainWithLayout), 'x', WIDGETS);
    print('render.socket-change.rerenders', socket.rerenders, 'renders', socket.subscribers);
    print('render.socket-change.ms', socket.ms, 'ms', socket.subscribers);
  });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
