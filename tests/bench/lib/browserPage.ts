import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import react from '@vitejs/plugin-react';
import { chromium, type Browser, type Page } from 'playwright-core';
import { build } from 'vite';
import { widgetLists } from '../../../scripts/widget-list/vite.mjs';

/**
 * What the browser benchmarks share: build a bench page folder with Vite (production React, the widget lists) into
 * a temporary folder, serve it on a free port and open it in Chromium. `run` gets the page; everything is
 * cleaned up afterwards.
 */
export function serve(dir: string): Promise<Server> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };
  const server = createServer((request, response) => {
    const file = path.join(dir, decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html');
    if (!file.startsWith(dir) || !statSync(file, { throwIfNoEntry: false })?.isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Builds the HTML pages `inputs` (file names in `pageDir`) with Vite, production React, into `outDir`. */
export async function buildBenchPages(pageDir: string, inputs: string[], outDir: string): Promise<void> {
  await build({
    configFile: false,
    root: pageDir,
    base: './',
    plugins: [react(), widgetLists()],
    logLevel: 'warn',
    mode: 'production',
    build: {
      outDir,
      emptyOutDir: true,
      chunkSizeWarningLimit: 4096,
      rollupOptions: { input: Object.fromEntries(inputs.map((file) => [path.basename(file, '.html'), path.join(pageDir, file)])) },
    },
  });
}

export async function withBenchPage(pageDir: string, run: (page: Page, browser: Browser) => Promise<void>): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-bench-'));
  const outDir = path.join(work, 'dist');
  await buildBenchPages(pageDir, ['index.html'], outDir);
  const server = await serve(outDir);
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--js-flags=--expose-gc'] });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}/index.html`);
    await page.waitForFunction(() => (window as unknown as { benchReady?: boolean }).benchReady === true);
    await run(page, browser);
    if (errors.length) throw new Error(`page errors: ${errors.join('; ')}`);
  } finally {
    await browser.close();
    server.close();
    rmSync(work, { recursive: true, force: true });
  }
}
