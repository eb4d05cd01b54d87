import { readFileSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { expect } from 'vitest';

const root = resolve(import.meta.dirname, '../..');

export interface TestFile {
  /** The test file this setup runs for. */
  path: string | undefined;
  /** Its source. */
  source: string;
  /**
   * Whether the file renders React: .tsx files and files in the jsdom environment. Only those need what rendering
   * needs (widget components, the exact settings check); the others (the server's, the document model's,
   * migrations) would only pay for it, about a second per file.
   */
  rendersReact: boolean;
  /** Whether it is one of the server's tests (under server/), which use none of the front end's modules. */
  ofServer: boolean;
}

/**
 * The test file the set-up runs for, looked up on each call: a worker runs many files one after the other without
 * loading the modules again (vitest.config.ts, `isolate: false`), so a value fixed at this module's import would be
 * the first file's.
 */
export function currentTestFile(): TestFile {
  const path = expect.getState().testPath;
  const source = path ? readFileSync(path, 'utf8') : '';
  return {
    path,
    source,
    rendersReact: !!path && (path.endsWith('.tsx') || source.includes('@vitest-environment jsdom')),
    ofServer: !!path && relative(root, path).startsWith(`server${sep}`),
  };
}
