// `npm test`: type check, lint, unit/component/API tests on the embedded database, the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser tests. Runs every step, prints a summary line
// "tests: N passed, N failed" and exits non-zero when anything failed.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${label}: ${result.status === 0 ? 'ok' : `failed (exit ${result.status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  if (result.status !== 0) failures.push(label);
  return result.status === 0;
}

/** Runs several quick steps side by side (each on a core of its own); prints each one's output when it ends. */
async function runTogether(steps) {
  const results = await Promise.all(steps.map(({ label, command, args }) => new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, { cwd: root, env: process.env });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (status) => {
      console.log(`\n=== ${label}\n${output}=== ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      if (status !== 0) failures.push(label);
      resolve(status === 0);
    });
  })));
  return results;
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests ?? 0;
  failed += report.numFailedTests ?? 0;
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats ?? {};
  passed += (stats.expected ?? 0) + (stats.flaky ?? 0);
  failed += stats.unexpected ?? 0;
  skipped += stats.skipped ?? 0;
}

const only = process.argv.slice(2);
const want = (step) => only.length === 0 || only.includes(step);

// The type check and the lint are single-threaded: side by side they take as long as the longer of the two.
const quickSteps = [
  want('typecheck') && { label: 'type check', command: bin('tsc'), args: ['-p', 'tsconfig.json', '--noEmit'] },
  want('lint') && { label: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
].filter(Boolean);
for (const ok of await runTogether(quickSteps)) if (!ok) failed++;

if (want('unit')) {
  const report = path.join(tmp, 'vitest-pglite.json');
  rmSync(report, { force: true });
  run('unit, component and API tests (PGlite)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  countVitest(report);
}

if (want('postgres') && process.env.TEST_DATABASE_URL) {
  const report = path.join(tmp, 'vitest-postgres.json');
  rmSync(report, { force: true });
  run('API tests (PostgreSQL)', bin('vitest'), ['run', '.api.test.', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { TEST_DB: 'postgres' });
  countVitest(report);
} else if (want('postgres')) {
  console.log('\n=== API tests (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}

if (want('browser')) {
  const report = path.join(tmp, 'playwright.json');
  rmSync(report, { force: true });
  run('browser tests (Chromium)', bin('playwright'), ['test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: report });
  countPlaywright(report);
}

console.log('');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
