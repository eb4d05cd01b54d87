import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

// `npm ci` warns (EBADENGINE) about every installed package whose `engines.node` excludes the Node version it
// runs on. The lockfile records each package's range, so checking it against the lowest version the project
// declares finds such a package before anybody installs on an older machine.
const root = path.resolve(__dirname, '..');
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(path.join(root, 'package-lock.json'), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('Node engines', () => {
  const lowest = semver.minVersion(manifest.engines.node)!.version;

  it('declares Node 20.19 as the lowest supported version', () => {
    expect(lowest).toBe('20.19.0');
  });

  it(`every locked package supports Node ${lowest}`, () => {
    const unsupported = Object.entries(lock.packages)
      .filter(([name, entry]) => name && !Array.isArray(entry.engines) && entry.engines?.node)
      .filter(([, entry]) => !semver.satisfies(lowest, (entry.engines as { node: string }).node))
      .map(([name, entry]) => `${name.replace(/^.*node_modules\//, '')}@${entry.version} needs node ${(entry.engines as { node: string }).node}`);
    expect(unsupported).toEqual([]);
  });
});
