import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';
import { openMigratedPglite } from './pglite-template.js';

/**
 * The database of one test server: in-memory PGlite (already migrated) by default; with TEST_DB=postgres a
 * fresh database `baukasten_test_<random>` on TEST_DATABASE_URL (not migrated yet), dropped again by `drop()`.
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

/** A new, empty PostgreSQL database on TEST_DATABASE_URL: its URL, and `drop()` (ends its connections too). */
export async function createPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user:password@host:port/db)');
  const name = `baukasten_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => withAdminClient(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => undefined),
  };
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!onPostgres()) {
    const db = await openMigratedPglite();
    return { db, another: async () => db, drop: () => db.close() };
  }
  const database = await createPostgresDatabase();
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
