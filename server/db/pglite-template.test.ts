import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import { migratedTemplateFile } from '../test/pglite-template.js';
import { openDatabase, type Database } from './client.js';
import { committedMigrations, migrate } from './migrate.js';

// A new DATA_DIR given a template starts as that database (the test suites' way to skip initdb); a folder that
// already holds a database keeps its own data.
const dirs: string[] = [];
const opened: Database[] = [];
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close().catch(() => undefined);
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function open(dataDir: string, templateFile?: string): Promise<Database> {
  const db = await openDatabase({ dataDir, templateFile });
  opened.push(db);
  return db;
}

it('starts a new data folder from the migrated template and never replaces an existing database', async () => {
  const template = await migratedTemplateFile();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'baukasten-template-'));
  dirs.push(dir);

  const first = await open(dir, template);
  // Nothing left to apply: the template already holds every committed migration.
  expect(await migrate(first)).toEqual([]);
  const applied = await first.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM schema_migrations`);
  expect(applied[0].n).toBe(committedMigrations().length);
  await first.rows(sql`CREATE TABLE kept (v int)`);
  await first.rows(sql`INSERT INTO kept VALUES (7)`);
  await first.close();
  opened.length = 0;

  const again = await open(dir, template);
  expect(await again.rows(sql`SELECT v FROM kept`)).toEqual([{ v: 7 }]);
});
