// Arguments for starting TypeScript in a child Node process: tsx, then the hooks that serve the virtual widget lists
// (register.mjs), then the script. Every place that spawns server code or the catalogue uses this, so none forgets
// the hooks.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function tsxArgs(script, ...rest) {
  return [path.join(root, 'node_modules/tsx/dist/cli.mjs'), '--import', path.join(root, 'scripts/widget-list/register.mjs'), script, ...rest];
}
