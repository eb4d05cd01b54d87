// Builds the web app into `outDir` and, beside it in `<outDir>-ssr`, the server rendering of published pages
// (`vite build --ssr`, docs/publishing.md): `npm run build`, `npm start` and the browser tests all build this way.
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
export const SSR_ENTRY_SOURCE = 'src/ssr/entry-server.tsx';

/** The folder of the server rendering bundle for a web build in `outDir` (the server looks there too). */
export function ssrDirOf(outDir) {
  return `${outDir}-ssr`;
}

export function buildWebApp(outDir, { logLevel = 'info' } = {}) {
  const options = { cwd: root, stdio: 'inherit' };
  execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--logLevel', logLevel], options);
  execFileSync(process.execPath, [vite, 'build', '--ssr', SSR_ENTRY_SOURCE, '--outDir', ssrDirOf(outDir), '--logLevel', logLevel === 'info' ? 'warn' : logLevel], options);
  // The bundle is ES modules in .js files: outside this repository (a build in another folder) Node must be told.
  writeFileSync(path.join(ssrDirOf(outDir), 'package.json'), '{ "type": "module" }\n');
}

if (process.argv[1] === new URL(import.meta.url).pathname) buildWebApp(path.resolve(root, process.argv[2] ?? 'dist'));
