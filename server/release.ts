import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The product's release as crash reports name it (`baukasten@<version of package.json>`), so reports of the browser
 * and the server group by the version that produced them.
 */
let release: string | undefined;

export function productRelease(): string {
  if (release === undefined) {
    const file = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../package.json');
    release = `baukasten@${(JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version}`;
  }
  return release;
}
