/**
 * A published page against Puck and plain React, in Chromium, in one run. Each side draws the same page shape
 * (tests/bench/publish-page/pageShape.ts: a column of 100 containers × 9 texts):
 *   - baukasten: the real published page. The web app is built as `npm run build` builds it (real Vite config,
 *     precompressed Brotli, and the server-rendering bundle beside it), `server/main.ts` serves it on a fresh
 *     embedded database, the bench publishes an application with the page on the domain `page1000.localhost`
 *     (Chromium resolves *.localhost to the loopback address and treats it as a secure origin, as it does
 *     `localhost`) and opens it there: the server-rendered HTML with the page in it, then the start-up chunks and
 *     the page's widget chunks, and hydration.
 *   - puck: Puck's `<Render>` of the same page from Puck data (Container with a slot, Text), built with Vite.
 *   - react: the same DOM as plain React elements.
 *
 * "Complete" is the same for all three: from navigation start (performance.timeOrigin) to the first frame after
 * all 900 texts are in the DOM with their text: an init script watches the DOM (MutationObserver) until 900
 * `[data-widget-type="Text"]` elements have text, then waits for the next animation frame and the task after it
 * (the frame has been painted by then) and records performance.now(). Every run opens a new browser context (cold
 * cache, as a first visit); runs alternate between the three. Also prints the JavaScript a visitor downloads
 * (bytes on the wire, as the server sends them: Brotli) for the 1,000-widget page and the demo shop's start page.
 *
 * Prints:
 *   {"name":"publish.page-1000.baukasten","value":<ms>,"unit":"ms","n":<runs>}   (median)
 *   {"name":"publish.page-1000.puck","value":<ms>,"unit":"ms","n":<runs>}
 *   {"name":"publish.page-1000.react","value":<ms>,"unit":"ms","n":<runs>}
 *   {"name":"publish.page-1000.ratio-puck","value":<baukasten/puck>,"unit":"x","n":<runs>}   (target at most 1.5)
 *   {"name":"publish.page-1000.ratio-react","value":<baukasten/react>,"unit":"x","n":<runs>}   (target at most 2)
 *   {"name":"publish.js-transferred.page-1000","value":<KB>,"unit":"KB","n":<script files>}   (budget 250)
 *   {"name":"publish.js-transferred.shop-start","value":<KB>,"unit":"KB","n":<script files>}   (budget 250)
 * BENCH_DIST=<folder> uses an existing build of the web app (with its server rendering in `<folder>-ssr`, as
 * `npm run build` makes it) instead of building one; BENCH_RUNS (default 9).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { buildWebApp } from '../../scripts/build-web.mjs';
import { buildBenchPages, serve } from './lib/browserPage';
import { root } from './lib/load';
import { ADMIN_PASSWORD, startServer } from './lib/product-server';
import { median, print } from './lib/report';
import { pageShape, TEXTS } from './publish-page/pageShape';

const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const DOMAIN = 'page1000.localhost';

/** Records window.__benchComplete: the first painted frame once all texts are in the DOM (see the header). */
const completeWatch = `(() => {
  const want = ${TEXTS};
  const done = () => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.__benchComplete = performance.now(); };
      channel.port2.postMessage(0);
    });
  };
  const check = () => {
    const texts = document.querySelectorAll('[data-widget-type="Text"]');
    if (texts.length < want) return false;
    for (const text of texts) if (!text.textContent) return false;
    return true;
  };
  const observer = new MutationObserver(() => { if (check()) { observer.disconnect(); done(); } });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/** The published application: one page (path '') of 100 Containers × 9 Texts in a column. */
function benchApplication() {
  const children = pageShape().map((container) => ({
    id: container.id,
    type: 'Container',
    settings: { direction: 'row' },
    slots: { children: container.texts.map((text) => ({ id: text.id, type: 'Text', settings: { text: text.text } })) },
  }));
  return {
    name: 'Bench 1000',
    domain: DOMAIN,
    kind: 'APPLICATION',
    schemaVersion: 1,
    defaultLocale: 'de_de',
    content: [{ path: '', title: 'Bench 1000', authenticationRequired: false, widget: { id: 'root', type: 'FlexboxContainer', settings: { direction: 'column' }, slots: { children } }, socketConnections: [] }],
  };
}

async function call(url: string, init: RequestInit & { token?: string } = {}): Promise<any> {
  const response = await fetch(url, {
    ...init,
    headers: { 'Content-Type': 'application/json', ...(init.token ? { Authorization: `Bearer ${init.token}` } : {}) },
  });
  const body = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${url}: ${response.status} ${body}`);
  return JSON.parse(body);
}

async function publishBenchApplication(baseUrl: string): Promise<void> {
  const { token } = await call(`${baseUrl}/api/auth/login`, { method: 'POST', body: JSON.stringify({ email: 'admin@example.com', password: ADMIN_PASSWORD }) });
  const { id } = await call(`${baseUrl}/api/applications`, { method: 'POST', token, body: JSON.stringify(benchApplication()) });
  await call(`${baseUrl}/api/applicationversions`, { method: 'POST', token, body: JSON.stringify({ applicationId: id }) });
}

/** One cold visit: ms from navigation start to complete, and the scripts' bytes on the wire. */
async function visit(browser: Browser, url: string, wait?: (page: Page) => Promise<void>): Promise<{ ms: number; scriptBytes: number; scripts: number }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(completeWatch);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const sizes: Promise<number>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() === 'script') sizes.push(request.sizes().then((size) => size.responseBodySize));
    });
    await page.goto(url);
    if (wait) await wait(page);
    else await page.waitForFunction(() => (window as { __benchComplete?: number }).__benchComplete !== undefined, null, { timeout: 60_000 });
    if (errors.length) throw new Error(`${url}: page errors: ${errors.join('; ')}`);
    const ms = wait ? 0 : ((await page.evaluate(() => (window as { __benchComplete?: number }).__benchComplete)) as number);
    const bytes = await Promise.all(sizes);
    return { ms, scriptBytes: bytes.reduce((a, b) => a + b, 0), scripts: bytes.length };
  } finally {
    await context.close();
  }
}

/**
 * The web app as deployed (real Vite config, precompressed assets, server rendering in `<folder>-ssr`, where the
 * server looks for it): BENCH_DIST, or a fresh build into `outDir`.
 */
function webApp(outDir: string): string {
  if (process.env.BENCH_DIST) return path.resolve(process.env.BENCH_DIST);
  buildWebApp(outDir, { logLevel: 'warn' });
  return outDir;
}

async function main(): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-bench-publish-'));
  const comparison = path.join(work, 'comparison');
  await buildBenchPages(path.join(root, 'tests/bench/publish-page'), ['puck.html', 'react.html'], comparison);
  const pages = await serve(comparison);
  const server = await startServer({ DATA_DIR: path.join(work, 'data'), STATIC_DIR: webApp(path.join(work, 'dist')), DATABASE_URL: '' });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await publishBenchApplication(server.baseUrl);
    const port = new URL(server.baseUrl).port;
    const pagesUrl = `http://127.0.0.1:${(pages.address() as AddressInfo).port}`;
    const urls = { baukasten: `http://${DOMAIN}:${port}/`, puck: `${pagesUrl}/puck.html`, react: `${pagesUrl}/react.html` };
    const times: Record<keyof typeof urls, number[]> = { baukasten: [], puck: [], react: [] };
    let page1000 = { scriptBytes: 0, scripts: 0 };
    for (let i = 0; i <= RUNS; i++) {
      for (const side of Object.keys(urls) as (keyof typeof urls)[]) {
        const result = await visit(browser, urls[side]);
        if (side === 'baukasten') page1000 = result;
        if (i > 0) times[side].push(result.ms); // the first round warms up the server and the disk cache
      }
    }
    const shopStart = await visit(browser, `http://localhost:${port}/`, (page) => page.locator('[data-widget-type=ProductList] [data-testid=product-card]').first().waitFor());

    print('publish.page-1000.baukasten', median(times.baukasten), 'ms', RUNS);
    print('publish.page-1000.puck', median(times.puck), 'ms', RUNS);
    print('publish.page-1000.react', median(times.react), 'ms', RUNS);
    print('publish.page-1000.ratio-puck', median(times.baukasten) / median(times.puck), 'x', RUNS);
    print('publish.page-1000.ratio-react', median(times.baukasten) / median(times.react), 'x', RUNS);
    print('publish.js-transferred.page-1000', page1000.scriptBytes / 1024, 'KB', page1000.scripts);
    print('publish.js-transferred.shop-start', shopStart.scriptBytes / 1024, 'KB', shopStart.scripts);
  } finally {
    await browser.close();
    await server.stop();
    pages.close();
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
