// `npm start`: builds the web app when it is not built yet, then runs the server in this process (so SIGINT and
// SIGTERM reach its clean shutdown directly).
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { register } from 'tsx/esm/api';
import { buildIsStale } from './build-freshness.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(root, process.env.STATIC_DIR ?? 'dist');

const stale = buildIsStale(root, dist);
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('Building the web app …');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
  });
}
process.env.STATIC_DIR = dist;
register();
await import('./widget-list/register.mjs'); // after tsx: the virtual widget lists (docs/widgets.md)
await import(path.join(root, 'server/main.ts'));
