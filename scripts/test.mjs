// `npm test`: type check, lint, unit/component/API tests on the embedded database, the API tests again on
// PostgreSQL when TEST_DATABASE_URL is set, then the browser tests. Runs every step, prints a summary line
// "tests: N passed, N failed" and exits non-zero when anything failed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const tmp = path.join(root, '.tmp');
mkdirSync(tmp, { recursive: true });
const bin = (name) => path.join(root, 'node_modules/.bin', name);

let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
/** For each failed step, what it said about the failure; printed just before the summary. */
const excerpts = [];

/**
 * Runs one step and keeps its output: `live` shows it as it comes (the long steps), else it is printed in one piece
 * when the step ends (steps that run side by side). When the step fails, the lines that say why are printed again
 * just before the summary (failureExcerpt), because a CI log is often read from its end only and a run can fail
 * without a failed test (an unhandled error between tests, a worker that died).
 */
function step(label, command, args, { env = {}, live = true } = {}) {
  if (live) console.log(`\n=== ${label}`);
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    let output = '';
    const keep = (stream) => (chunk) => {
      if (live) stream.write(chunk);
      output += chunk;
    };
    child.stdout.on('data', keep(process.stdout));
    child.stderr.on('data', keep(process.stderr));
    child.on('close', (status) => {
      const verdict = `=== ${label}: ${status === 0 ? 'ok' : `failed (exit ${status})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`;
      console.log(live ? verdict : `\n=== ${label}\n${output}${verdict}`);
      if (status !== 0) {
        failures.push(label);
        excerpts.push(`--- why "${label}" failed:\n${failureExcerpt(output)}`);
      }
      resolve(status === 0);
    });
  });
}

/**
 * What a failed step said about its failure (colour codes removed): from Vitest's first "Failed Tests" or
 * "Unhandled Errors" section on, else the end of its output; at most 80 lines.
 */
function failureExcerpt(output) {
  const lines = stripVTControlCharacters(output).split('\n');
  const start = lines.findIndex((line) => /⎯{3,}.*(Failed|Unhandled|Error)/.test(line));
  return (start >= 0 ? lines.slice(start, start + 80) : lines.slice(-40)).join('\n');
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
// Side by side (each on a core of its own).
for (const ok of await Promise.all(quickSteps.map(({ label, command, args }) => step(label, command, args, { live: false })))) if (!ok) failed++;

if (want('unit')) {
  const report = path.join(tmp, 'vitest-pglite.json');
  rmSync(report, { force: true });
  await step('unit, component and API tests (PGlite)', bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`]);
  countVitest(report);
}

if (want('postgres') && process.env.TEST_DATABASE_URL) {
  const report = path.join(tmp, 'vitest-postgres.json');
  rmSync(report, { force: true });
  await step('API tests (PostgreSQL)', bin('vitest'), ['run', '.api.test.', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`], { env: { TEST_DB: 'postgres' } });
  countVitest(report);
} else if (want('postgres')) {
  console.log('\n=== API tests (PostgreSQL): skipped, TEST_DATABASE_URL is not set');
}

if (want('browser')) {
  const report = path.join(tmp, 'playwright.json');
  rmSync(report, { force: true });
  await step('browser tests (Chromium)', bin('playwright'), ['test'], { env: { PLAYWRIGHT_JSON_OUTPUT_NAME: report } });
  countPlaywright(report);
}

console.log('');
for (const excerpt of excerpts) console.log(excerpt);
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failures.length || failed ? 1 : 0);
