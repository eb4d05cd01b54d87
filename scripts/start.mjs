// `npm start`: builds the web app when it is not built yet, then runs the server in this process (so SIGINT and
// SIGTERM reach its clean shutdown directly).
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { register } from 'tsx/esm/api';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const dist = path.resolve(root, process.env.STATIC_DIR ?? 'dist');

function newestSource(dirs) {
  let newest = 0;
  const walk = (dir) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (!entry.name.includes('.test.')) newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  dirs.forEach((d) => walk(path.join(root, d)));
  return newest;
}

const index = path.join(dist, 'index.html');
const stale = !existsSync(index) ||
  statSync(index).mtimeMs < newestSource(['src', 'editor', 'runtime', 'widget-schemas', 'migrations', 'locales', 'index.html']);
if (stale && process.env.SKIP_BUILD !== '1') {
  console.log('Building the web app …');
  execFileSync(process.execPath, [path.join(root, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', dist], {
    cwd: root,
    stdio: 'inherit',
  });
}
process.env.STATIC_DIR = dist;
register();
await import(path.join(root, 'server/main.ts'));
