import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from './client.js';
import { createPostgresDatabase, onPostgres } from '../test/test-database.js';

/**
 * The server's statements run without parallel workers on PostgreSQL (client.ts, docs/api.md "Parallel query"):
 * starting them cost uncached searches about 90 ms each under load. An administrator may still choose otherwise
 * through `options` in DATABASE_URL.
 */
describe.runIf(onPostgres())('parallel query (PostgreSQL)', () => {
  it('is off for the server\'s connections unless DATABASE_URL sets it', async () => {
    const database = await createPostgresDatabase();
    try {
      const show = async (url: string) => {
        const db = await openDatabase({ databaseUrl: url });
        try {
          // Several at once, so more than one pooled connection answers.
          const answers = await Promise.all([1, 2, 3].map(() => db.rows<{ max_parallel_workers_per_gather: string }>(sql`SHOW max_parallel_workers_per_gather`)));
          return answers.map(([row]) => row.max_parallel_workers_per_gather);
        } finally {
          await db.close();
        }
      };
      expect(await show(database.url)).toEqual(['0', '0', '0']);
      const chosen = new URL(database.url);
      chosen.searchParams.set('options', '-c max_parallel_workers_per_gather=3');
      expect(await show(chosen.toString())).toEqual(['3', '3', '3']);
    } finally {
      await database.drop();
    }
  });
});
