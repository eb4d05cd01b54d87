import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './client.js';
import { sql } from 'drizzle-orm';
import { createPostgresDatabase, onPostgres } from '../test/test-database.js';

/**
 * PostgreSQL may end idle connections at any time (restart, failover, pg_terminate_backend). The server must not
 * stop for it: the next query simply gets a new connection.
 */
describe.runIf(onPostgres())('lost database connections (PostgreSQL)', () => {
  it('keeps the process alive when the database ends idle connections, and the next query works', async () => {
    const database = await createPostgresDatabase();
    const db = await openDatabase({ databaseUrl: database.url });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.prependListener('uncaughtException', onUncaught);
    try {
      await Promise.all([1, 2, 3].map(() => db.rows(sql`select pg_sleep(0.01)`)));
      const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await admin.connect();
      const name = new URL(database.url).pathname.slice(1);
      const ended = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
      await admin.end();
      expect(ended.rowCount).toBeGreaterThan(0);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(uncaught).toEqual([]);
      expect(await db.rows<{ one: number }>(sql`select 1 as one`)).toEqual([{ one: 1 }]);
    } finally {
      process.removeListener('uncaughtException', onUncaught);
      await db.close();
      await database.drop();
    }
  });
});
