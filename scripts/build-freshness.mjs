// Decides whether `npm start` must build the web app: the build is stale when its index.html is missing or older
// than any source it is built from. Sources are folders (walked recursively) and single files.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** The sources the web app is built from, relative to the repository root. */
export const BUILD_SOURCES = [
  'src', 'editor', 'kit', 'runtime', 'model', 'widget-schemas', 'migrations', 'locales', 'index.html', 'vite.config.ts', 'package-lock.json',
  // the build's own plugins (vite.config.ts): what they make is part of the build
  'scripts/widget-list', 'scripts/builder-texts', 'scripts/schema-texts', 'scripts/chakra-theme-files.mjs', 'scripts/chakra-global-css.mjs',
  'scripts/chakra-chrome-css.mjs', 'scripts/entry-preloads.mjs', 'scripts/build-web.mjs', 'scripts/vite-filters.mjs',
];

/** Newest modification time (ms) among the given files and folders below `root`; tests and dot-files do not count. */
export function newestSource(root, sources) {
  let newest = 0;
  const visit = (full) => {
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (!stat.isDirectory()) {
      if (!path.basename(full).includes('.test.')) newest = Math.max(newest, stat.mtimeMs);
      return;
    }
    for (const entry of readdirSync(full, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
      visit(path.join(full, entry.name));
    }
  };
  sources.forEach((source) => visit(path.join(root, source)));
  return newest;
}

/** True when `distDir` holds no build or one older than its sources. */
export function buildIsStale(root, distDir, sources = BUILD_SOURCES) {
  const index = path.join(distDir, 'index.html');
  return !existsSync(index) || statSync(index).mtimeMs < newestSource(root, sources);
}
