import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';

/** Drizzle over either driver; both speak the same PostgreSQL dialect. */
export type Orm = PgDatabase<any, any, any>;

export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /** Runs a parameterised query built with drizzle's `sql` template and returns its rows. */
  rows<T = Record<string, unknown>>(query: SQL, orm?: Orm): Promise<T[]>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… ; unset opens the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database; unset keeps it in memory (tests). */
  dataDir?: string;
}

async function rows<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: Number(process.env.PG_POOL_SIZE ?? 20) });
    // Bigint columns hold epoch milliseconds, which fit a JS number.
    pool.on('connect', () => undefined);
    const orm = drizzlePg(pool) as unknown as Orm;
    return { kind: 'postgres', orm, rows: (q, o) => rows(o ?? orm, q), close: () => pool.end() };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    client = new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  const orm = drizzlePglite(client) as unknown as Orm;
  return { kind: 'pglite', orm, rows: (q, o) => rows(o ?? orm, q), close: () => client.close() };
}

// PostgreSQL returns int8 as strings by default; our bigints are epoch milliseconds.
pg.types.setTypeParser(20, (value) => Number(value));

export { sql };
