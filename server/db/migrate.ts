import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { splitSqlStatements } from './split-sql.js';

const SQL_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'sql');
/** Any constant works; it only has to be the same for every instance of this application. */
const MIGRATION_LOCK = 4_711_001;

export interface Migration {
  name: string;
  text: string;
}

/** The committed migrations (`server/db/sql/NNNN_name.sql`) in the order they apply. */
export function committedMigrations(dir: string = SQL_DIR): Migration[] {
  return readdirSync(dir)
    .filter((file) => /^\d+_.+\.sql$/.test(file))
    .sort()
    .map((name) => ({ name, text: readFileSync(path.join(dir, name), 'utf8') }));
}

/**
 * Applies every migration not applied yet, each in its own transaction, and records it in schema_migrations.
 * Each transaction first takes a transaction-scoped advisory lock, so instances starting at the same time on one
 * PostgreSQL wait for each other instead of applying a file twice. Returns the names it applied.
 */
export async function migrate(db: Database, migrations: Migration[] = committedMigrations()): Promise<string[]> {
  const applied: string[] = [];
  for (const migration of migrations) {
    const done = await db.orm.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`);
      await tx.execute(sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at bigint NOT NULL)`);
      const existing = await db.rows(sql`SELECT 1 FROM schema_migrations WHERE name = ${migration.name}`, tx);
      if (existing.length > 0) return false;
      for (const statement of splitSqlStatements(migration.text)) await tx.execute(sql.raw(statement));
      await tx.execute(sql`INSERT INTO schema_migrations (name, applied_at) VALUES (${migration.name}, ${Date.now()})`);
      return true;
    });
    if (done) applied.push(migration.name);
  }
  return applied;
}
