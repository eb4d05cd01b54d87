/**
 * Profiles the editor in Chromium on the 2,000-widget benchmark page (tests/bench/editor-ui.bench.ts): for one
 * keystroke in a setting, one delete and one undo, the main thread's time by kind (script, style recalculation,
 * layout, paint; from a DevTools timeline trace) and the number of React components that rendered (counted
 * through React's DevTools hook). Also the open: the same split from navigation to the last widget drawn.
 * Run: `npx tsx tests/bench/editor-ui.profile.ts` (E2E_BUILD_DIR may name a finished build). Prints JSON lines;
 * `CPU=1` prints the hottest functions instead, and with `CPU_OUT=/tmp/p` also writes each profile for DevTools.
 * `PAINT=1` splits paint into its phases; `EXTRA_CSS='...'` adds a style sheet to every page (to try a CSS change,
 * e.g. `[data-canvas-skippable]{content-visibility:visible !important}` to compare without skipping); `SETTLE_MS`
 * is the wait after selecting the row before its delete is profiled (300 ms unless given).
 */
import { writeFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import globalSetup from '../browser/global-setup';
import { api, bigPage, waitForEditor } from './lib/editorBench';

const SECTIONS = Number(process.env.SECTIONS ?? 20);

/** Counts components that did work in each commit (React calls the DevTools hook in production builds too). */
const COUNTER = `
window.__name = (f) => f;
window.__renders = { commits: 0, components: 0, widgets: 0, byName: {}, perCommit: [] };
window.__counting = true; // from the start of every page, so the open is counted too
const PERFORMED_WORK = 1;
if (window.__countRenders) window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
  supportsFiber: true, renderers: new Map(), isDisabled: false,
  inject(renderer) { this.renderers.set(1, renderer); return 1; },
  checkDCE() {}, onScheduleFiberRoot() {}, onCommitFiberUnmount() {}, onPostCommitFiberRoot() {},
  onCommitFiberRoot(_id, root) {
    if (!window.__counting) return;
    const r = window.__renders; r.commits++; const before = r.components;
    window.__commitNames = window.__perCommitNames ? [] : null;
    const walk = (fiber) => {
      while (fiber) {
        const fresh = fiber.alternate === null;
        if ((typeof fiber.type === 'function' || (fiber.type && typeof fiber.type === 'object')) && (fresh || (fiber.flags & PERFORMED_WORK))) {
          r.components++;
          const name = (fiber.type && (fiber.type.displayName || fiber.type.name)) || (fiber.type && fiber.type.render && fiber.type.render.name) || '?';
          r.byName[name] = (r.byName[name] || 0) + 1;
          if (window.__commitNames) window.__commitNames.push(name);
          if (fiber.stateNode && fiber.stateNode.subscribeSockets) r.widgets++;
        }
        // a subtree React bailed out of keeps its child pointer: nothing in it rendered
        if (fiber.child && (fresh || fiber.child !== fiber.alternate.child)) walk(fiber.child);
        fiber = fiber.sibling;
      }
    };
    walk(root.current);
    r.perCommit.push(window.__commitNames ? (r.components - before) + ': ' + window.__commitNames.join(' ') : r.components - before);
  },
};`;

const CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'];

interface TraceEvent { name: string; ph: string; dur?: number; tid: number; pid: number; ts: number; cat: string; args?: any }

/** Main-thread time (ms) by kind from a trace: top-level tasks' children summed by event name. */
function summarise(buffer: Buffer): Record<string, number> {
  const { traceEvents } = JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] };
  const main = traceEvents.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const events = traceEvents.filter((event) => main && event.tid === main.tid && event.pid === main.pid && event.ph === 'X' && event.dur);
  const totals: Record<string, number> = {};
  const add = (name: string, dur: number) => { totals[name] = (totals[name] ?? 0) + dur / 1000; };
  for (const event of events) {
    if (['RunTask', 'ThreadControllerImpl::RunTask'].includes(event.name)) add('task', event.dur!);
    if (['UpdateLayoutTree', 'RecalculateStyles'].includes(event.name)) add('style', event.dur!);
    if (event.name === 'Layout') add('layout', event.dur!);
    if (['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'].includes(event.name)) add('paint+composite', event.dur!);
    if (['Paint', 'PrePaint', 'Layerize', 'UpdateLayer', 'CompositeLayers', 'Commit'].includes(event.name) && process.env.PAINT === '1') add(event.name, event.dur!);
    if (['FunctionCall', 'EvaluateScript', 'v8.compile', 'TimerFire', 'FireAnimationFrame', 'EventDispatch', 'v8.callFunction'].includes(event.name)) add(`~${event.name}`, event.dur!);
    if (event.name === 'ParseHTML') add('parseHTML', event.dur!);
    if (event.name === 'v8.compile' || event.name === 'v8.compileModule') add('compile', event.dur!);
  }
  // styles in detail: element counts
  let styleElements = 0;
  let layoutObjects = 0;
  for (const event of events) {
    if (event.name === 'UpdateLayoutTree') styleElements += event.args?.elementCount ?? 0;
    if (event.name === 'Layout') layoutObjects += event.args?.beginData?.dirtyObjects ?? 0;
  }
  if (process.env.EVENTS === '1') {
    const start = Math.min(...events.map((event) => event.ts));
    console.log(events.filter((event) => event.dur! > 1500).map((event) => `${((event.ts - start) / 1000).toFixed(1)} +${(event.dur! / 1000).toFixed(1)} ${event.name} ${event.args?.data?.type ?? event.args?.data?.functionName ?? ''}`).join('\n'));
  }
  totals.styleElements = styleElements;
  totals.layoutDirtyObjects = layoutObjects;
  for (const key of Object.keys(totals)) totals[key] = Math.round(totals[key] * 10) / 10;
  return totals;
}

/** Self time (ms) of the hottest functions in a CPU profile, by name and file. */
function hottest(profile: { nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; }[]; samples: number[]; timeDeltas: number[] }) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const frame = byId.get(id)!.callFrame;
    const key = `${frame.functionName || '(anon)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}`;
    self.set(key, (self.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  // inclusive: each sample counts once for every distinct function on its stack
  const parent = new Map<number, number>();
  for (const node of profile.nodes as any[]) for (const child of node.children ?? []) parent.set(child, node.id);
  const inclusive = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      const key = `${frame.functionName || '(anon)'} ${frame.url.replace(/^.*\//, '')}:${frame.lineNumber}`;
      if (!seen.has(key)) { seen.add(key); inclusive.set(key, (inclusive.get(key) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000); }
    }
  });
  const top = (map: Map<string, number>, n: number) => [...map.entries()].sort((a, b) => b[1] - a[1]).slice(0, n).map(([key, ms]) => `${ms.toFixed(1)} ${key}`);
  return { self: top(self, 20), inclusive: top(inclusive, 70) };
}

async function traced(browser: Browser, page: Page, label: string, action: () => Promise<void>) {
  if (process.env.CPU === '1') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await action();
    await page.waitForTimeout(400);
    const { profile } = await cdp.send('Profiler.stop');
    if (process.env.CPU_OUT) writeFileSync(`${process.env.CPU_OUT}-${label}.cpuprofile`, JSON.stringify(profile));
    console.log(JSON.stringify({ label, hottest: hottest(profile as any) }, null, 1));
    await cdp.detach();
    return;
  }
  await page.evaluate(() => { (window as any).__counting = true; (window as any).__renders = { commits: 0, components: 0, widgets: 0, byName: {}, perCommit: [] }; });
  await browser.startTracing(page, { categories: CATEGORIES });
  await action();
  await page.waitForTimeout(400);
  const buffer = await browser.stopTracing();
  const renders = await page.evaluate(() => { (window as any).__counting = false; return (window as any).__renders; });
  const top = Object.entries(renders.byName as Record<string, number>).sort((a, b) => b[1] - a[1]).slice(0, Number(process.env.TOP ?? 60));
  console.log(JSON.stringify({ label, time: summarise(buffer), commits: renders.commits, perCommit: renders.perCommit, components: renders.components, widgetViews: renders.widgets, top }));
}

async function main() {
  const teardown = await globalSetup();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const session = await api('/auth/login', { method: 'POST', body: JSON.stringify({ email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD }) });
    const app = await api('/applications', { method: 'POST', token: session.token, body: JSON.stringify({ name: 'Profile', schemaVersion: 1, content: [{ path: '', title: 'Start', widget: bigPage(SECTIONS).root, socketConnections: [] }] }) });
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    await context.addCookies([{ name: 'baukasten_session', value: session.token, url: `${process.env.E2E_BASE_URL}/api`, httpOnly: true, sameSite: 'Strict' }]);
    await context.addInitScript({ content: `window.__countRenders = ${process.env.COUNT === '1'}; window.__perCommitNames = ${process.env.PERCOMMIT === '1'}; ${COUNTER}; window.localStorage.setItem('baukasten.session', ${JSON.stringify(JSON.stringify({ user: session.user }))});` });
    const page = await context.newPage();
    if (process.env.EXTRA_CSS) await context.addInitScript({ content: `document.addEventListener('DOMContentLoaded', () => { const s = document.createElement('style'); s.textContent = ${JSON.stringify(process.env.EXTRA_CSS)}; document.head.append(s); });` });
    const { lastId } = bigPage(SECTIONS);
    const url = `${process.env.E2E_BASE_URL}/editor/apps/${app.id}`;
    await page.goto(url);
    await waitForEditor(page, lastId);
    await traced(browser, page, 'open', async () => {
      await page.goto(url);
      await waitForEditor(page, lastId);
      const marks = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        return { domContentLoaded: Math.round(nav.domContentLoadedEventEnd), now: Math.round(performance.now()), fetches: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).filter((e) => e.initiatorType === 'fetch').map((e) => `${e.name.replace(/^.*\/api/, '')} ${Math.round(e.startTime)}-${Math.round(e.responseEnd)}`) };
      });
      console.log(JSON.stringify({ label: 'open-marks', ...marks }));
    });
    await page.locator('[data-testid=canvas] [data-widget-id="s2r3t4"] p').click();
    const field = page.locator('[data-testid=property-panel] #root_text');
    await field.click();
    await field.press('End');
    await page.keyboard.type('ab', { delay: 50 });
    await traced(browser, page, 'keystroke', () => page.keyboard.type('x'));
    await traced(browser, page, 'keystroke', () => page.keyboard.type('y'));
    await page.locator('[data-testid=canvas] [data-widget-id="s4r2"]').click({ position: { x: 1, y: 1 } });
    await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 300));
    await traced(browser, page, 'delete', () => page.keyboard.press('Delete'));
    await traced(browser, page, 'undo', () => page.keyboard.press('Control+z'));
    await page.locator('[data-testid=canvas] [data-widget-id="s6r2"]').click({ position: { x: 1, y: 1 } });
    await page.waitForTimeout(Number(process.env.SETTLE_MS ?? 300));
    await traced(browser, page, 'delete', () => page.keyboard.press('Delete'));
    await traced(browser, page, 'undo', () => page.keyboard.press('Control+z'));
    await context.close();
  } finally {
    await browser.close();
    await teardown();
  }
}

main().catch((error) => { console.error(error); process.exit(1); });
