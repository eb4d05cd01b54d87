import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types
import { buildIsStale } from './build-freshness.mjs';

const root = path.resolve(import.meta.dirname, '..');
const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-start-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/**
 * Runs `node scripts/start.mjs` (what `npm start` runs) until the server says where it listens, runs `scenario`
 * against that address, then stops the server with SIGTERM. Resolves with the exit code, the output and what the
 * scenario returned. `output()` inside the scenario is the output so far.
 */
function startOnce<T>(env: Record<string, string>, scenario: (url: string, output: () => string) => Promise<T>): Promise<{ code: number | null; output: string; result: T | undefined; error?: unknown }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD: 'Start-Test-Pass-1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let result: T | undefined;
    let error: unknown;
    let asked = false;
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const url = /Baukasten läuft auf (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
      if (!url || asked) return;
      asked = true;
      void scenario(url, () => output).then((value) => { result = value; }, (failure: unknown) => { error = failure; })
        .finally(() => child.kill('SIGTERM'));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => resolve({ code, output, result, error }));
  });
}

const statusOf = async (url: string) => (await fetch(url)).status;

/** Polls until `condition` holds (or 20 s pass). */
async function until(condition: () => boolean): Promise<void> {
  for (let waited = 0; !condition() && waited < 20_000; waited += 50) await new Promise((resolve) => setTimeout(resolve, 50));
}

/**
 * A stand-in for the web app's build (WEB_BUILD_SCRIPT): waits until the file `go` exists beside it, then writes
 * an index.html saying "new build" and a server rendering bundle, or fails when `go` says "fail".
 */
function fakeBuildScript(folder: string): { script: string; go: (content?: string) => void } {
  mkdirSync(folder, { recursive: true });
  const script = path.join(folder, 'fake-build.mjs');
  const go = path.join(folder, 'go');
  writeFileSync(script, `import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
const out = process.argv[2];
while (!existsSync(${JSON.stringify(go)})) await new Promise((resolve) => setTimeout(resolve, 50));
if (readFileSync(${JSON.stringify(go)}, 'utf8') === 'fail') process.exit(1);
mkdirSync(out, { recursive: true });
writeFileSync(out + '/index.html', '<!doctype html><title>new build</title>');
mkdirSync(out + '-ssr', { recursive: true });
writeFileSync(out + '-ssr/entry-server.js', 'export {};\\n');
`);
  return { script, go: (content = '') => writeFileSync(go, content) };
}

/** A start's own folder under `work/name`: its data, its web app folder and a stand-in build for it. */
function standInStart(name: string) {
  const dist = path.join(work, name, 'dist');
  const build = fakeBuildScript(path.join(work, name, 'build'));
  return { dist, build, env: { DATA_DIR: path.join(work, name, 'data'), STATIC_DIR: dist, WEB_BUILD_SCRIPT: build.script } };
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
      const { code, output, result } = await startOnce(env, (url) => statusOf(`${url}/api/users/me`));
      expect(result, `start ${run}: GET /api/users/me without a token`).toBe(401);
      expect(output, `start ${run}`).toMatch(/Baukasten läuft auf http:\/\/127\.0\.0\.1:\d+/);
      expect(output, `start ${run}`).not.toMatch(/ENOTDIR|Building the web app/);
      expect(code, `start ${run}`).toBe(0);
    }
  }, 180_000);

  it('answers at once on a stale build: serves the previous build while the new one is built, then the new one', async () => {
    const { dist, build, env } = standInStart('stale');
    mkdirSync(`${dist}-ssr`, { recursive: true });
    mkdirSync(dist, { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>previous build</title>');
    writeFileSync(path.join(`${dist}-ssr`, 'entry-server.js'), 'export {};\n');
    utimesSync(path.join(dist, 'index.html'), 1_000, 1_000); // older than every source: stale
    const { code, output, result, error } = await startOnce(env, async (url, outputSoFar) => {
      const during = { me: await statusOf(`${url}/api/users/me`), page: await (await fetch(`${url}/some/page`)).text() };
      build.go();
      await until(() => outputSoFar().includes('The web app is built and served.'));
      return { during, after: await (await fetch(`${url}/some/page`)).text() };
    });
    expect(error).toBeUndefined();
    expect(output).toMatch(/Building the web app in the background; the previous build is served/);
    expect(result?.during).toEqual({ me: 401, page: '<!doctype html><title>previous build</title>' });
    expect(result?.after).toBe('<!doctype html><title>new build</title>');
    expect(existsSync(`${dist}-next`), 'nothing left beside the build').toBe(false);
    expect(existsSync(`${dist}-old`)).toBe(false);
    expect(code).toBe(0);
  }, 180_000);

  it('without any build, says in the visitor\'s language that the web app is being built, and serves it when it is', async () => {
    const { build, env } = standInStart('none');
    const { code, result, error } = await startOnce(env, async (url, outputSoFar) => {
      const german = await fetch(`${url}/editor`);
      const english = await fetch(`${url}/editor`, { headers: { 'Accept-Language': 'en-GB,en;q=0.9' } });
      const during = {
        status: german.status,
        retryAfter: german.headers.get('retry-after'),
        german: await german.text(),
        english: await english.text(),
        me: await statusOf(`${url}/api/users/me`),
      };
      build.go();
      await until(() => outputSoFar().includes('The web app is built and served.'));
      const after = await fetch(`${url}/editor`);
      return { during, after: { status: after.status, text: await after.text() } };
    });
    expect(error).toBeUndefined();
    expect(result?.during).toMatchObject({ status: 503, retryAfter: '5', me: 401 });
    expect(result?.during.german).toContain('<h1>Baukasten wird gebaut</h1>');
    expect(result?.during.german).toContain('<meta http-equiv="refresh" content="5">');
    expect(result?.during.english).toContain('<h1>Baukasten is being built</h1>');
    expect(result?.after).toEqual({ status: 200, text: '<!doctype html><title>new build</title>' });
    expect(code).toBe(0);
  }, 180_000);

  it('when the build fails, says so and keeps serving the API', async () => {
    const { build, env } = standInStart('failing');
    const { code, output, result, error } = await startOnce(env, async (url, outputSoFar) => {
      build.go('fail');
      await until(() => outputSoFar().includes('Building the web app failed'));
      const page = await fetch(`${url}/`);
      return { status: page.status, retryAfter: page.headers.get('retry-after'), text: await page.text(), me: await statusOf(`${url}/api/users/me`) };
    });
    expect(error).toBeUndefined();
    expect(output).toMatch(/Building the web app failed \(exit code 1\)/);
    expect(result).toMatchObject({ status: 503, retryAfter: null, me: 401 });
    expect(result?.text).toContain('Der Bau der Web-App ist fehlgeschlagen.');
    expect(result?.text).not.toContain('http-equiv="refresh"');
    expect(code).toBe(0);
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
