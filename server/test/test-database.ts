import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.js';

/**
 * The database of one test server: in-memory PGlite by default; with TEST_DB=postgres a fresh database
 * `baukasten_test_<random>` on TEST_DATABASE_URL, dropped again by `drop()`.
 */
export interface TestDatabase {
  db: Database;
  /** Closes the connection and, on PostgreSQL, drops the database. */
  drop(): Promise<void>;
  /** postgres://… of the fresh database; unset on PGlite. */
  url?: string;
}

export const onPostgres = () => process.env.TEST_DB === 'postgres';

async function admin<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase(): Promise<TestDatabase> {
  if (!onPostgres()) {
    const db = await openDatabase({});
    return { db, drop: () => db.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL (postgres://user:password@host:port/db)');
  const name = `baukasten_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, (c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString() });
  return {
    db,
    url: url.toString(),
    drop: async () => {
      await db.close();
      await admin(serverUrl, (c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}
