// `npm start` answers at once: a stale or missing web app is built in a child process while the server runs, into
// a folder beside the served one, and then put in its place (docs/architecture.md, "Starting"). Until then the
// server serves the previous build, or, when there is none, a page saying that the web app is being built.
import { spawn } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { ssrDirOf } from './build-web.mjs';

const BUILD_SCRIPT = path.join(path.dirname(new URL(import.meta.url).pathname), 'build-web.mjs');

/** Moves the build in `next` (and its server rendering bundle) to `dist`, where the server looks. */
export function replaceBuild(next, dist) {
  for (const [from, to] of [[ssrDirOf(next), ssrDirOf(dist)], [next, dist]]) {
    const old = `${to}-old`;
    rmSync(old, { recursive: true, force: true });
    if (existsSync(to)) renameSync(to, old);
    renameSync(from, to);
    rmSync(old, { recursive: true, force: true });
  }
}

/**
 * Builds the web app for `dist` in the background and reports `building`, then `none` once the new build is in
 * place or `failed`. `script` (a test's stand-in) is run as `node script <outDir>`. The build is stopped with this
 * process: it runs in its own process group, so Vite's own child processes stop as well.
 */
export function buildInBackground(dist, onProgress, { script = BUILD_SCRIPT, cwd = process.cwd() } = {}) {
  const next = `${dist}-next`;
  rmSync(next, { recursive: true, force: true });
  rmSync(ssrDirOf(next), { recursive: true, force: true });
  console.log(existsSync(path.join(dist, 'index.html'))
    ? 'Building the web app in the background; the previous build is served until the new one is ready …'
    : 'Building the web app in the background; its pages say so until it is ready …');
  onProgress('building');
  const child = spawn(process.execPath, [script, next], { cwd, stdio: 'inherit', detached: true });
  const stop = () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already ended
    }
  };
  process.on('exit', stop);
  return new Promise((resolve) => {
    child.once('exit', (code) => {
      process.off('exit', stop);
      if (code === 0) {
        try {
          replaceBuild(next, dist);
          onProgress('none');
          console.log('The web app is built and served.');
          return resolve('built');
        } catch (error) {
          console.error('The new build could not be put in place:', error);
        }
      } else console.error(`Building the web app failed (exit code ${code}); see the output above.`);
      onProgress('failed');
      resolve('failed');
    });
  });
}
