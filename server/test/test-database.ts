import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { migrate } from '../db/migrate.js';
import { migrationsHash, openMigratedPglite } from './pglite-template.js';

/**
 * The database of one test server: in-memory PGlite (already migrated) by default; with TEST_DB=postgres a
 * fresh database `baukasten_test_<random>` on TEST_DATABASE_URL (a copy of the migrated template), dropped again
 * by `drop()`.
 */
export interface TestDatabase {
  db: Database;
  /**
   * Another connection to the same database, as a second server instance opens it (closed by `drop()`). PGlite
   * has one connection per process, so there it is the same object.
   */
  another(): Promise<Database>;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
}

export const onPostgres = () => process.env.TEST_DB === 'postgres';

async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

function testDatabaseServerUrl(): string {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user:password@host:port/db)');
  return serverUrl;
}

function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

// Held while one test process makes the migrated template, so parallel test processes make it once.
const TEMPLATE_LOCK = 0x6261756b;

/**
 * The name of a migrated, empty PostgreSQL database that test databases are copied from (as the embedded ones start
 * from pglite-template.ts): running every migration takes over a second per test file, a copy a fraction of that.
 * Named after the migrations' content, so a new migration makes a new template; the first test process makes it.
 */
async function migratedTemplate(serverUrl: string): Promise<string> {
  const name = `baukasten_template_${migrationsHash()}`;
  await withAdminClient(serverUrl, async (c) => {
    await c.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    try {
      if ((await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount) return;
      // Made under another name and renamed when complete, so a template that exists is always fully migrated.
      const partial = `${name}_partial`;
      await c.query(`DROP DATABASE IF EXISTS ${partial} WITH (FORCE)`);
      await c.query(`CREATE DATABASE ${partial}`);
      const db = await openDatabase({ databaseUrl: databaseUrl(serverUrl, partial) });
      try {
        await migrate(db);
      } finally {
        await db.close();
      }
      await c.query(`ALTER DATABASE ${partial} RENAME TO ${name}`);
    } finally {
      await c.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
    }
  });
  return name;
}

/**
 * A new PostgreSQL database on TEST_DATABASE_URL — empty, or with every migration applied when `migrated` —: its
 * URL, and `drop()` (ends its connections too).
 */
export async function createPostgresDatabase({ migrated = false } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = testDatabaseServerUrl();
  const template = migrated ? await migratedTemplate(serverUrl) : null;
  const name = `baukasten_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`));
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => withAdminClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!onPostgres()) {
    const db = await openMigratedPglite();
    return { db, another: async () => db, drop: () => db.close() };
  }
  const database = await createPostgresDatabase({ migrated: true });
  const db = await openDatabase({ databaseUrl: database.url });
  const others: Database[] = [];
  return {
    db,
    async another() {
      const other = await openDatabase({ databaseUrl: database.url });
      others.push(other);
      return other;
    },
    drop: async () => {
      for (const other of others) await other.close();
      await db.close();
      await database.drop();
    },
  };
}
