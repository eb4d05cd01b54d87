import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { PgDialect, type PgDatabase } from 'drizzle-orm/pg-core';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { FairQueue } from './fair-queue.js';

/** Drizzle over either driver; both speak the same PostgreSQL dialect. */
export type Orm = PgDatabase<any, any, any>;

export interface Database {
  kind: 'pglite' | 'postgres';
  orm: Orm;
  /** Runs a parameterised query built with drizzle's `sql` template and returns its rows. */
  rows<T = Record<string, unknown>>(query: SQL, orm?: Orm): Promise<T[]>;
  /**
   * A query that changes nothing (a plain SELECT), outside any transaction. Same as `rows`, except that on the
   * embedded database it does not count as a possible change (changeEpoch).
   */
  readRows<T = Record<string, unknown>>(query: SQL): Promise<T[]>;
  /**
   * Embedded database only (PGlite: one process, one connection, so every write passes through here): a number
   * that changes when any statement or transaction other than `readRows` starts and when it ends. A read that
   * started at epoch N is still current while the epoch is N (server/db/fresh-reads.ts).
   */
  changeEpoch?(): number;
  /**
   * Calls `onPayload` for every NOTIFY on `channel` (sent with `SELECT pg_notify(channel, payload)`, delivered at
   * commit), from any instance on the same database; PGlite delivers within its one process. Returns a function
   * that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** postgres://… ; unset opens the embedded database. */
  databaseUrl?: string;
  /** Folder of the embedded database; unset keeps it in memory (tests). */
  dataDir?: string;
  /**
   * A tarball of an embedded database (PGlite's dumpDataDir) that a new `dataDir` starts from instead of running
   * initdb; ignored when the folder already holds a database. The test suites pass a migrated, empty one
   * (PGLITE_TEMPLATE, see README.md, Tests) so each server they start skips seconds of set-up.
   */
  templateFile?: string;
}

async function rows<T>(orm: Orm, query: SQL): Promise<T[]> {
  const result = (await orm.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: Number(process.env.PG_POOL_SIZE ?? 20),
      // No parallel workers for our statements (docs/api.md, "Parallel query"): each request's statement is
      // small, and many run at once. PostgreSQL would start two workers for a search estimated above a few
      // thousand cost units; starting them took about 90 ms under load while the search itself took 0.05 ms,
      // which made uncached searches on PostgreSQL slower than on the embedded database. An `options` parameter
      // in DATABASE_URL wins over this (pg reads the URL last).
      options: '-c max_parallel_workers_per_gather=0',
    });
    // An idle connection that the database ends (a restart, a failover, an administrator) is reported on the pool;
    // without a listener Node treats that event as an uncaught error and the whole server stops. The pool has already
    // dropped the client and opens a new one on the next query, so a warning is all that is needed.
    pool.on('error', (error: Error & { code?: string }) => {
      console.warn(`Database connection lost (${error.code ?? error.message}); the next query reconnects.`);
    });
    // Bigint columns hold epoch milliseconds, which fit a JS number.
    pool.on('connect', () => undefined);
    const orm = drizzlePg(pool) as unknown as Orm;
    const listener = new PgListener(options.databaseUrl);
    return {
      kind: 'postgres', orm, rows: (q, o) => rows(o ?? orm, q), readRows: (q) => rows(orm, q),
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      close: async () => { await listener.close(); await pool.end(); },
    };
  }
  let client: PGlite;
  if (options.dataDir) {
    const dir = path.join(options.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    const fresh = !existsSync(path.join(dir, 'PG_VERSION'));
    client = fresh && options.templateFile
      ? new PGlite(dir, { loadDataDir: new Blob([readFileSync(options.templateFile)]) })
      : new PGlite(dir);
  } else {
    client = new PGlite();
  }
  await client.waitReady;
  return pgliteDatabase(client);
}

const dialect = new PgDialect();

/** The Database over a PGlite client, counting its possible changes (changeEpoch). */
export function pgliteDatabase(client: PGlite): Database {
  let epoch = 0;
  const plainQuery = client.query.bind(client);
  const counted = client as unknown as Record<'query' | 'exec' | 'transaction', (...args: unknown[]) => Promise<unknown>>;
  for (const name of ['query', 'exec', 'transaction'] as const) {
    const original = counted[name].bind(client);
    counted[name] = async (...args: unknown[]) => {
      epoch++;
      try {
        return await original(...args);
      } finally {
        epoch++;
      }
    };
  }
  const orm = drizzlePglite(client) as unknown as Orm;
  // Reads come in bursts under load (a search per request); they take turns with the event loop (fair-queue.ts).
  const reads = new FairQueue();
  return {
    kind: 'pglite',
    orm,
    rows: (q, o) => rows(o ?? orm, q),
    readRows: async <T>(q: SQL) => {
      const { sql: text, params } = dialect.sqlToQuery(q);
      return (await reads.run(() => plainQuery<T>(text, params))).rows;
    },
    changeEpoch: () => epoch,
    listen: async (channel, onPayload) => {
      const stop = await client.listen(channel, onPayload);
      return () => stop();
    },
    close: () => client.close(),
  };
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one goes back to the pool). One per database
 * object, opened on the first `listen`; when the database ends it, it reconnects and listens again, so an
 * instance keeps receiving notifications after a database restart (those sent meanwhile are lost).
 */
class PgListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(private readonly url: string) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.handlers.get(channel);
    const first = !set;
    if (!set) this.handlers.set(channel, (set = new Set()));
    set.add(onPayload);
    const client = await this.connected();
    if (first) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      set.delete(onPayload);
      if (set.size > 0 || this.handlers.get(channel) !== set) return;
      this.handlers.delete(channel);
      await this.client?.query(`UNLISTEN ${pg.escapeIdentifier(channel)}`).catch(() => undefined);
    };
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= (async () => {
      const client = new pg.Client({ connectionString: this.url });
      client.on('notification', (message) => {
        for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
      });
      client.on('error', (error: Error) => {
        console.warn(`Notification connection lost (${error.message}); reconnecting.`);
        this.reconnectSoon(client);
      });
      await client.connect();
      for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      this.client = client;
      return client;
    })().finally(() => { this.connecting = null; });
    return this.connecting;
  }

  private reconnectSoon(lost: pg.Client): void {
    if (this.client === lost) this.client = null;
    void lost.end().catch(() => undefined);
    if (this.closed) return;
    setTimeout(() => { if (!this.closed && this.handlers.size > 0) this.connected().catch(() => this.reconnectSoon(lost)); }, 1000).unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (this.connecting ? await this.connecting.catch(() => null) : null);
    this.client = null;
    await client?.end().catch(() => undefined);
  }
}

// PostgreSQL returns int8 as strings by default; our bigints are epoch milliseconds.
pg.types.setTypeParser(20, (value) => Number(value));

export { sql };
