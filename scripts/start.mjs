// `npm start`: runs the server in this process (so SIGINT and SIGTERM reach its clean shutdown directly) and, when
// the web app is not built or its build is older than its sources, builds it in the background meanwhile
// (background-build.mjs): the server answers within seconds either way.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { register } from 'tsx/esm/api';
import { buildIsStale } from './build-freshness.mjs';
import { buildInBackground } from './background-build.mjs';
import { ssrDirOf } from './build-web.mjs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(root, process.env.STATIC_DIR ?? 'dist');

// A build from before server rendering has no bundle for it: built again as well (unless SSR_DIR puts the bundle
// elsewhere, where the operator keeps it).
const missingSsr = !process.env.SSR_DIR && !existsSync(path.join(ssrDirOf(dist), 'entry-server.js'));
const stale = buildIsStale(root, dist) || missingSsr;
process.env.STATIC_DIR = dist;
register();
await import('./widget-list/register.mjs'); // after tsx: the virtual widget lists (docs/widgets.md)
if (stale && process.env.SKIP_BUILD !== '1') {
  // The server's own module (through tsx, the instance the server imports) learns how the build goes.
  const { setWebBuildProgress } = await import(path.join(root, 'server/http/web-build.ts'));
  // WEB_BUILD_SCRIPT: a test's stand-in for the build (scripts/start.test.ts).
  void buildInBackground(dist, setWebBuildProgress, { cwd: root, script: process.env.WEB_BUILD_SCRIPT || undefined });
}
await import(path.join(root, 'server/main.ts'));
