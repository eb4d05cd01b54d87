// `npm run bench`: runs every tests/bench/*.bench.ts in order (each prints JSON lines
// {"name", "value", "unit", "n"}); pass file name parts to run only some: `npm run bench -- users-me`.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { tsxArgs } from './widget-list/tsx.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dir = path.join(root, 'tests/bench');
const filters = process.argv.slice(2);
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
  .sort();
let failed = 0;
for (const file of files) {
  const result = spawnSync(process.execPath, tsxArgs(path.join(dir, file)), {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  if (result.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
