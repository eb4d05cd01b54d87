import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { committedMigrations, migrate } from '../db/migrate.js';
import { createPostgresDatabase, onPostgres } from '../test/test-database.js';
import { newestVersion } from './versions-store.js';

/**
 * The upgrade to published versions (server/db/sql/0007_application_versions.sql): every application that
 * existed before was live at its domain, so each becomes its own version 1 and no site goes dark.
 */
const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function freshDatabase(): Promise<Database> {
  const postgres = onPostgres() ? await createPostgresDatabase() : null;
  const db = await openDatabase(postgres ? { databaseUrl: postgres.url } : {});
  cleanups.push(async () => {
    await db.close();
    await postgres?.drop();
  });
  return db;
}

describe('upgrading to published versions', () => {
  it('publishes every existing application as version 1, as it was stored', async () => {
    const db = await freshDatabase();
    const migrations = committedMigrations();
    const at = migrations.findIndex((m) => m.name === '0007_application_versions.sql');
    await migrate(db, migrations.slice(0, at));
    await db.rows(sql`INSERT INTO tenants (id, name, created_at) VALUES ('t', 'T', 1)`);
    const document = { name: 'Alt', schemaVersion: 1, domain: 'alt.example.com', content: [{ path: '', widget: { id: 'r', type: 'Text', settings: { text: 'live' } } }] };
    await db.rows(sql`INSERT INTO entities (tenant_id, resource, id, data, created_at, last_updated_at, version)
      VALUES ('t', 'applications', 'app1', ${JSON.stringify(document)}::jsonb, 1, 5, 3), ('t', 'products', 'p1', '{"title":"x"}'::jsonb, 1, 1, 1)`);

    expect(await migrate(db, migrations.slice(at))).toContain('0007_application_versions.sql');
    const live = await newestVersion(db, 't', 'app1');
    expect(live).toMatchObject({ applicationId: 'app1', number: 1, publishedBy: null, publishedAt: 5, document, compoundWidgets: {} });
    const versions = await db.rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM entities WHERE resource = 'applicationversions'`);
    expect(versions[0].n).toBe(1);
  }, 60_000); // a fresh embedded database plus every migration: seconds, more on a loaded machine
});
