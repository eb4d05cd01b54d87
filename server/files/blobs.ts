import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database, Orm } from '../db/client.js';

/**
 * Where the bytes of uploaded files live (docs/files.md): in the database on PostgreSQL, so several server
 * instances share them, and under DATA_DIR/files with the embedded database (one process owns that folder).
 * Ids reach the file system only after `assertSafeId`: a stored name is never part of a path.
 */
export interface BlobStore {
  readonly place: 'database' | 'directory';
  /** Stores the bytes; `tx` is the transaction that writes the metadata (the database store joins it). */
  write(tenantId: string, id: string, bytes: Uint8Array, tx: Orm): Promise<void>;
  read(tenantId: string, id: string): Promise<Buffer | null>;
  remove(tenantId: string, ids: string[], tx: Orm): Promise<void>;
}

const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;

/** File ids name files on disk: only plain names pass, never `..` or a separator. */
export function assertSafeId(value: string): string {
  if (!SAFE_ID.test(value)) throw new Error(`Not a safe storage name: ${JSON.stringify(value)}`);
  return value;
}

export function databaseBlobs(db: Database): BlobStore {
  return {
    place: 'database',
    async write(tenantId, id, bytes, tx) {
      await db.rows(sql`INSERT INTO file_contents (tenant_id, id, content) VALUES (${tenantId}, ${id}, ${Buffer.from(bytes)})`, tx);
    },
    async read(tenantId, id) {
      const [row] = await db.readRows<{ content: Uint8Array }>(sql`SELECT content FROM file_contents WHERE tenant_id = ${tenantId} AND id = ${id}`);
      return row ? Buffer.from(row.content) : null;
    },
    async remove(tenantId, ids, tx) {
      if (ids.length === 0) return;
      await db.rows(sql`DELETE FROM file_contents WHERE tenant_id = ${tenantId} AND id IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`, tx);
    },
  };
}

export function directoryBlobs(root: string): BlobStore {
  // A tenant id may hold any character: its folder is the id in base64url, which never holds a separator.
  const fileOf = (tenantId: string, id: string) => path.join(root, Buffer.from(tenantId).toString('base64url'), assertSafeId(id));
  return {
    place: 'directory',
    async write(tenantId, id, bytes) {
      const target = fileOf(tenantId, id);
      await mkdir(path.dirname(target), { recursive: true });
      // Written under a temporary name and renamed: a reader never sees half a file.
      const partial = `${target}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    async read(tenantId, id) {
      try {
        return await readFile(fileOf(tenantId, id));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(tenantId, ids) {
      await Promise.all(ids.map((id) => rm(fileOf(tenantId, id), { force: true })));
    },
  };
}

/** The store for this database: PostgreSQL keeps the bytes itself, the embedded database leaves them to DATA_DIR. */
export function blobStoreFor(db: Database, dataDir: string): BlobStore {
  return db.kind === 'postgres' ? databaseBlobs(db) : directoryBlobs(path.join(dataDir, 'files'));
}
