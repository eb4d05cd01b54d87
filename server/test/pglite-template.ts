import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../db/client.js';
import { committedMigrations, migrate } from '../db/migrate.js';

/**
 * Test speed-up: a fresh in-memory PGlite spends seconds in initdb. The first test process saves a migrated,
 * empty database as a tarball under .tmp/ (named after the migrations' content, so a new migration makes a new
 * one); every later test database starts from a copy of it.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A short hash of the committed migrations' names and content: a new migration gives a new template. */
export function migrationsHash(): string {
  const hash = createHash('sha256');
  for (const m of committedMigrations()) hash.update(m.name).update(m.text);
  return hash.digest('hex').slice(0, 16);
}

function templateFile(): string {
  return path.join(root, '.tmp', `pglite-template-${migrationsHash()}.tar`);
}

/**
 * The bytes of PGlite's dump. Under a jsdom test environment (component tests that start a server process) the
 * dump is a jsdom Blob, which has no arrayBuffer(); jsdom's FileReader reads it.
 */
function bytesOf(dump: Blob): Promise<ArrayBuffer> {
  if (typeof dump.arrayBuffer === 'function') return dump.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('cannot read the database dump'));
    reader.readAsArrayBuffer(dump);
  });
}

async function createTemplate(file: string): Promise<void> {
  const client = new PGlite();
  await migrate(pgliteDatabase(client));
  const dump = await client.dumpDataDir('none');
  await client.close();
  mkdirSync(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  writeFileSync(partial, Buffer.from(await bytesOf(dump)));
  renameSync(partial, file); // atomic: other processes see the whole file or none
  // Templates of earlier migration sets are 40 MB each and no longer needed.
  for (const old of readdirSync(path.dirname(file))) {
    if (old.startsWith('pglite-template-') && old.endsWith('.tar') && old !== path.basename(file)) {
      rmSync(path.join(path.dirname(file), old), { force: true });
    }
  }
}

/** The path of the migrated, empty database tarball, created first if this migration set has none yet. */
export async function migratedTemplateFile(): Promise<string> {
  const file = templateFile();
  if (!existsSync(file)) await createTemplate(file);
  return file;
}

/** A new in-memory PGlite with every committed migration applied. */
export async function openMigratedPglite(): Promise<Database> {
  const file = await migratedTemplateFile();
  const client = new PGlite({ loadDataDir: new Blob([readFileSync(file)]) });
  await client.waitReady;
  return pgliteDatabase(client);
}
