import { readFileSync } from 'node:fs';
import { expect } from 'vitest';

/** The test file this setup runs for. */
export const testPath: string | undefined = expect.getState().testPath;

/** Its source, read once. */
export const testSource: string = testPath ? readFileSync(testPath, 'utf8') : '';

/**
 * Whether the file renders React: .tsx files and files in the jsdom environment. Only those need what rendering
 * needs (widget components, the exact settings check); the others (the server's, the document model's,
 * migrations) would only pay for it, about a second per file.
 */
export const rendersReact: boolean = !!testPath && (testPath.endsWith('.tsx') || testSource.includes('@vitest-environment jsdom'));
