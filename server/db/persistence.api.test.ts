import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { readConfig, type ServerConfig } from '../config.js';
import { buildApp } from '../http/app.js';
import { seed } from '../seed/index.js';
import { createPostgresDatabase, onPostgres } from '../test/test-database.js';
import { openDatabase, type Database } from './client.js';
import { committedMigrations, migrate } from './migrate.js';

/**
 * A database that can be closed and opened again like a restarted server: PGlite in a temporary DATA_DIR
 * (`onDisk`) or in memory, or (TEST_DB=postgres) a fresh PostgreSQL database.
 */
async function restartableDatabase(onDisk: boolean) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'baukasten-restart-'));
  const postgres = onPostgres() ? await createPostgresDatabase() : null;
  const open = () => openDatabase(postgres ? { databaseUrl: postgres.url } : onDisk ? { dataDir: dir } : {});
  cleanups.push(async () => {
    await postgres?.drop();
    rmSync(dir, { recursive: true, force: true });
  });
  return { open };
}

const config: ServerConfig = { ...readConfig({}), staticDir: '/nonexistent', adminEmail: 'boss@example.com', adminPassword: undefined };
const opened: Database[] = [];
const cleanups: (() => Promise<void>)[] = [];
async function track(db: Promise<Database>) {
  opened.push(await db);
  return opened[opened.length - 1];
}
afterEach(async () => {
  for (const db of opened.splice(0)) await db.close().catch(() => undefined);
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const count = async (db: Database, table: string) =>
  (await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`))[0].n;

describe('restart', () => {
  it('finds every acknowledged write after close and reopen, and seeds nothing again', async () => {
    const store = await restartableDatabase(true);
    const first = await store.open();
    await migrate(first);
    const seeded = await seed(first, config);
    expect(seeded?.generatedPassword).toBeTruthy();
    const app = await buildApp({ config, db: first });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: 'boss@example.com', password: seeded!.generatedPassword } });
    expect(login.statusCode).toBe(200);
    const token = login.json().token;
    await app.close();
    await first.close();

    const second = await track(store.open());
    expect(await migrate(second)).toEqual([]);
    expect(await seed(second, config)).toBeNull();
    expect(await count(second, 'tenants')).toBe(1);
    const again = await buildApp({ config, db: second });
    const me = await again.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${token}` } });
    await again.close();
    expect(me.statusCode).toBe(200);
    expect(me.json().primaryEmail).toBe('boss@example.com');
  }, 120_000); // an on-disk PGlite opens slowly on a busy machine
});

describe('first start', () => {
  it('seeds the demo tenant, admin, role and project exactly once, even when two instances start together', async () => {
    const store = await restartableDatabase(false);
    const a = await track(store.open());
    // On PostgreSQL a second connection pool is a second server instance; PGlite has one connection.
    const b = onPostgres() ? await track(store.open()) : a;
    const applied = await Promise.all([migrate(a), migrate(b)]);
    expect(applied.flat().sort()).toEqual(committedMigrations().map((m) => m.name));

    const results = await Promise.all([seed(a, config), seed(b, config)]);
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await count(a, 'tenants')).toBe(1);
    const admins = await a.rows(sql`SELECT 1 FROM credentials WHERE email = 'boss@example.com'`);
    expect(admins).toHaveLength(1);
    const [project] = await a.rows<{ data: { name: string } }>(sql`SELECT data FROM entities WHERE resource = 'projects'`);
    expect(project.data.name).toBe('Demo-Projekt');
    const [role] = await a.rows<{ data: { name: string; permissions: string[]; userIds: string[] } }>(
      sql`SELECT data FROM entities WHERE resource = 'roles' AND data->'permissions' ? 'TENANT_ADMIN'`); // not the demo shoppers' role
    expect(role.data.name).toBe('Administratoren');
    expect(role.data.permissions).toContain('TENANT_ADMIN');
    expect(role.data.userIds).toHaveLength(1);
    const entitiesBefore = await count(a, 'entities');
    expect(await seed(a, config)).toBeNull();
    expect(await count(a, 'entities')).toBe(entitiesBefore);
  }, 120_000);
});
