/**
 * Before/after fixtures of every migration (migrations/fixtures/*.json), and the check that each defined migration
 * ran in at least one fixture: a migration added without a fixture fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allMigrationIds, migrateDocument, migrateNode, type MigratableNode } from './index';

interface FixtureCase {
  name: string;
  /** The migration this case is about; it must be among those that ran. */
  migration: string;
  before: unknown;
  after: unknown;
}

interface Fixture {
  description: string;
  kind?: 'node' | 'document';
  cases: FixtureCase[];
}

const fixtureDir = path.join(path.dirname(new URL(import.meta.url).pathname), 'fixtures');
const fixtures = readdirSync(fixtureDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ file, fixture: JSON.parse(readFileSync(path.join(fixtureDir, file), 'utf8')) as Fixture }));

const executed = new Set<string>();

describe.each(fixtures)('fixture $file', ({ fixture }) => {
  it.each(fixture.cases)('$name', (fixtureCase) => {
    const frozen = JSON.stringify(fixtureCase.before);
    const result =
      fixture.kind === 'document'
        ? migrateDocument(fixtureCase.before as Record<string, unknown>)
        : migrateNode(fixtureCase.before as MigratableNode);
    if (!result.ok) throw new Error(`${result.path}: ${result.message}`);
    expect(result.value).toStrictEqual(fixtureCase.after);
    expect(result.applied).toContain(fixtureCase.migration);
    expect(JSON.stringify(fixtureCase.before)).toBe(frozen); // migrations never change their input
    // Migrating what a migration produced changes nothing more.
    const again = fixture.kind === 'document' ? migrateDocument(result.value as Record<string, unknown>) : migrateNode(result.value as MigratableNode);
    expect(again.ok && again.applied).toEqual([]);
    result.applied.forEach((id) => executed.add(id));
  });
});

describe('coverage of the fixtures', () => {
  it('runs every defined migration in at least one fixture', () => {
    const neverRan = allMigrationIds().filter((id) => !executed.has(id));
    expect(neverRan, `migrations without a fixture that runs them: ${neverRan.join(', ')}`).toEqual([]);
  });
});
