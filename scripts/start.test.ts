import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { buildIsStale } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Runs `node scripts/start.mjs` (what `npm start` runs) until the server answers a request, then stops it with
 * SIGTERM. Resolves with the exit code, the output and the status of that request.
 */
function startOnce(env: Record<string, string>): Promise<{ code: number | null; output: string; status: number }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD: 'Start-Test-Pass-1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let status = 0;
    let asked = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Baukasten läuft auf (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!url || asked) return;
      asked = true;
      void fetch(`${url}/api/users/me`).then((response) => { status = response.status; }, () => undefined)
        .finally(() => child.kill('SIGTERM'));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => resolve({ code, output, status }));
  });
}

describe('npm start', () => {
  it('starts, stops and starts again on the same checkout and data folder once the web app is built', async () => {
    const dist = path.join(work, 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>built</title>');
    // A complete build has the server rendering bundle beside it (scripts/build-web.mjs); this one renders nothing.
    mkdirSync(`${dist}-ssr`);
    writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), 'export {};\n');
    const env = { DATA_DIR: path.join(work, 'data'), STATIC_DIR: dist };
    // The second start is the one that matters: it reopens the data folder the first one created and seeded.
    for (let run = 1; run <= 2; run++) {
      const { code, output, status } = await startOnce(env);
      expect(status, `start ${run}: GET /api/users/me without a token`).toBe(401);
      expect(output, `start ${run}`).toMatch(/Baukasten läuft auf http:\/\/127\.0\.0\.1:\d+/);
      expect(output, `start ${run}`).not.toMatch(/ENOTDIR|Building the web app/);
      expect(code, `start ${run}`).toBe(0);
    }
  }, 180_000);
});

describe('buildIsStale', () => {
  const tree = path.join(work, 'tree');
  const dist = path.join(tree, 'dist');
  const at = (file: string, seconds: number) => utimesSync(path.join(tree, file), seconds, seconds);

  it('is stale without a build, fresh after one, and stale again when a source folder or a single source file changes', () => {
    mkdirSync(path.join(tree, 'src/nested'), { recursive: true });
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(tree, 'src/nested/a.ts'), 'a');
    writeFileSync(path.join(tree, 'index.html'), '<html>');
    const sources = ['src', 'index.html', 'missing-folder'];
    expect(buildIsStale(tree, dist, sources)).toBe(true);

    writeFileSync(path.join(dist, 'index.html'), 'built');
    at('src/nested/a.ts', 1_000);
    at('index.html', 1_000);
    at('dist/index.html', 2_000);
    expect(buildIsStale(tree, dist, sources)).toBe(false);

    at('src/nested/a.ts', 3_000);
    expect(buildIsStale(tree, dist, sources)).toBe(true);
    at('src/nested/a.ts', 1_000);
    at('index.html', 3_000);
    expect(buildIsStale(tree, dist, sources)).toBe(true);
  });

  it('ignores tests: a changed test file does not trigger a rebuild', () => {
    at('index.html', 1_000);
    writeFileSync(path.join(tree, 'src/nested/a.test.ts'), 't');
    at('src/nested/a.test.ts', 5_000);
    expect(buildIsStale(tree, dist, ['src', 'index.html'])).toBe(false);
  });
});
