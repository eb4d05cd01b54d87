// `npm start`: builds the web app when it is not built yet, then runs the server in this process (so SIGINT and
// SIGTERM reach its clean shutdown directly).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { buildIsStale } from './build-freshness.mjs';
import { buildWebApp, ssrDirOf } from './build-web.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(root, process.env.STATIC_DIR ?? 'dist');

// A build from before server rendering has no bundle for it: built again as well (unless SSR_DIR puts the bundle
// elsewhere, where the operator keeps it).
const missingSsr = !process.env.SSR_DIR && !existsSync(path.join(ssrDirOf(dist), 'entry-server.js'));
const stale = buildIsStale(root, dist) || missingSsr;
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('Building the web app …');
  buildWebApp(dist);
}
process.env.STATIC_DIR = dist;
register();
await import('./widget-list/register.mjs'); // after tsx: the virtual widget lists (docs/widgets.md)
await import(path.join(root, 'server/main.ts'));
