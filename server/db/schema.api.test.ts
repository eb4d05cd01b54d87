import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database.js';
import { migrate } from './migrate.js';
import * as schema from './schema.js';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
  await migrate(database.db);
});
afterAll(() => database?.drop());

describe('drizzle schema', () => {
  for (const table of Object.values(schema) as PgTable[]) {
    const config = getTableConfig(table);
    it(`${config.name}: same columns, types and nullability as the migrated database`, async () => {
      const rows = await database.db.rows<{ column_name: string; data_type: string; is_nullable: string }>(sql`
        SELECT column_name, data_type, is_nullable FROM information_schema.columns
        WHERE table_schema = 'public' AND table_name = ${config.name} ORDER BY column_name`);
      const actual = rows.map((r) => `${r.column_name} ${r.data_type} ${r.is_nullable === 'NO' ? 'not null' : 'null'}`);
      const expected = config.columns
        .map((c) => `${c.name} ${c.getSQLType()} ${c.notNull ? 'not null' : 'null'}`)
        .sort();
      expect(actual).toEqual(expected);
    });
  }
});
