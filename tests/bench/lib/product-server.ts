/**
 * What the product API benchmarks share: a database filled like a first start plus BENCH_PRODUCTS bench products,
 * `server/main.ts` started on it in its own process, and one autocannon measurement printed as JSON lines.
 * `onEachDatabase` runs a benchmark on the embedded database (PGlite in a fresh DATA_DIR) and, when
 * TEST_DATABASE_URL or DATABASE_URL is set, on PostgreSQL in a throwaway database (BENCH_DATABASES=postgres or
 * =pglite runs only one).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { autocannon, connections, duration, root } from './load';
import { readConfig } from '../../../server/config.js';
import { openDatabase, type Database } from '../../../server/db/client.js';
import { newId } from '../../../server/db/ids.js';
import { migrate } from '../../../server/db/migrate.js';
import { seed } from '../../../server/seed/index.js';
import { tsxArgs } from '../../../scripts/widget-list/tsx.mjs';

export const productCount = Number(process.env.BENCH_PRODUCTS ?? 10_000);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
export const TENANT = 'demo';
export const TAGS = Array.from({ length: 20 }, (_, i) => `tag-${i}`);
export const ADMIN_PASSWORD = 'bench-Admin-password-1';

/** Fills the database the way a first start would, then adds the bench products in batches. */
async function prepare(db: Database, dataDir: string): Promise<void> {
  await migrate(db);
  await seed(db, { ...readConfig({}), dataDir, adminPassword: ADMIN_PASSWORD });
  const zones = await db.rows<{ id: string }>(sql`SELECT id FROM entities WHERE tenant_id = ${TENANT} AND resource = 'pricezones' ORDER BY id`);
  const batch = 500;
  for (let start = 0; start < productCount; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(start + batch, productCount); i++) {
      const data = {
        title: `Bench-Produkt ${i}`, shortTitle: `P${i}`, shortDescription: `Beschreibung von Produkt ${i}`,
        images: [{ fileUrl: `/api/files/demo/product-${i % 30}.svg` }],
        prices: zones.map((z, k) => ({ priceZoneId: z.id, value: 100 + i + k })),
        tags: [TAGS[i % TAGS.length], TAGS[(i * 7 + 3) % TAGS.length]],
      };
      const now = Date.now();
      rows.push(sql`(${TENANT}, 'products', ${newId(now)}, ${JSON.stringify(data)}::jsonb, ${now}, ${now}, 1)`);
    }
    await db.rows(sql`INSERT INTO entities (tenant_id, resource, id, data, created_at, last_updated_at, version) VALUES ${sql.join(rows, sql`, `)}`);
  }
  // Steady state: autovacuum would have run after this many inserts (index-only counts need the visibility map).
  await db.rows(sql`VACUUM ANALYZE entities`);
}

/** Starts `server/main.ts` in its own process with `env` and waits for the address it prints. */
export async function startServer(env: Record<string, string>): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const server = spawn(process.execPath, tsxArgs('server/main.ts'), {
    cwd: root,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ADMIN_PASSWORD, LOG_LEVEL: 'error', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const baseUrl = await new Promise<string>((resolve, reject) => {
    let output = '';
    server.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /(http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match) resolve(match[1]);
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}: ${output}`)));
  });
  const stop = async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => (server.exitCode !== null ? resolve(null) : server.once('exit', resolve)));
  };
  return { baseUrl, stop };
}

/**
 * Waits until the server has worked off what an earlier run left queued (requests autocannon gave up on are
 * still answered), so each measurement starts from an idle server. The probe is a count the read cache cannot
 * answer (a new free-text search each time), so it queues behind the database work like any other query.
 */
let probes = 0;
async function drain(baseUrl: string): Promise<void> {
  const until = Date.now() + 300_000;
  while (Date.now() < until) {
    const started = Date.now();
    await fetch(`${baseUrl}/api/products/count?search=drain${probes++}`, { headers: { 'x-tenant-id': TENANT }, signal: AbortSignal.timeout(300_000) });
    if (Date.now() - started < 500) return;
  }
}

/**
 * Runs the load of `options` for BENCH_WARMUP seconds (default 2, not counted, so the numbers show the warmed-up
 * server rather than its first JIT compilations), then for BENCH_DURATION seconds, and prints
 *   {"name":"<name>.rps","value":<mean req/s>,"unit":"req/s","n":<requests>}, `.p50` and `.p99` in ms,
 *   `.errors` (connection errors incl. timeouts + non-2xx) and `.timeouts` (count).
 */
export async function measure(name: string, options: Record<string, unknown>): Promise<void> {
  const origin = new URL(String(options.url)).origin;
  await drain(origin);
  if (warmup > 0) {
    await autocannon({ connections, duration: warmup, ...options });
    await drain(origin);
  }
  const result = await autocannon({ connections, duration, ...options });
  const n = result.requests.total;
  const line = (suffix: string, value: number, unit: string) => console.log(JSON.stringify({ name: `${name}.${suffix}`, value, unit, n }));
  line('rps', Math.round(result.requests.average), 'req/s');
  line('p50', result.latency.p50, 'ms');
  line('p99', result.latency.p99, 'ms');
  line('errors', result.errors + result.non2xx, 'count'); // autocannon's errors include timeouts
  line('timeouts', result.timeouts, 'count');
  if (result.errors + result.non2xx > 0) console.error(`${name}: ${result.errors} errors (${result.timeouts} of them timeouts), ${result.non2xx} non-2xx answers`);
}

/** Checks that the server holds the bench products (the count is public, read with X-Tenant-Id). */
export async function expectProducts(baseUrl: string): Promise<void> {
  const check = await fetch(`${baseUrl}/api/products/count`, { headers: { 'x-tenant-id': TENANT } });
  const { count } = (await check.json()) as { count: number };
  if (count < productCount) throw new Error(`expected ${productCount} products, found ${count}`);
}

async function onPglite(run: (label: string, baseUrl: string) => Promise<void>): Promise<void> {
  const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-bench-products-'));
  try {
    const dataDir = path.join(work, 'data');
    const db = await openDatabase({ dataDir });
    await prepare(db, dataDir);
    await db.close();
    const server = await startServer({ DATA_DIR: dataDir, STATIC_DIR: path.join(work, 'dist'), DATABASE_URL: '' });
    try {
      await run('pglite', server.baseUrl);
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

async function onPostgres(serverUrl: string, run: (label: string, baseUrl: string) => Promise<void>): Promise<void> {
  const name = `baukasten_bench_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const work = mkdtempSync(path.join(os.tmpdir(), 'baukasten-bench-products-'));
  try {
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openDatabase({ databaseUrl: url.toString() });
    await prepare(db, work);
    await db.close();
    const server = await startServer({ DATABASE_URL: url.toString(), DATA_DIR: path.join(work, 'data'), STATIC_DIR: path.join(work, 'dist') });
    try {
      await run('postgres', server.baseUrl);
    } finally {
      await server.stop();
    }
  } finally {
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(work, { recursive: true, force: true });
  }
}

/** Runs `run(label, baseUrl)` against a filled server on PGlite and, when configured, on PostgreSQL. */
export async function onEachDatabase(run: (label: string, baseUrl: string) => Promise<void>): Promise<void> {
  const only = process.env.BENCH_DATABASES;
  if (!only || only.includes('pglite')) await onPglite(run);
  const postgresUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (postgresUrl && (!only || only.includes('postgres'))) await onPostgres(postgresUrl, run);
}
