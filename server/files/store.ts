import { createHash } from 'node:crypto';
import type { StoredFileEntity } from '../../model/api/schemas/files.js';
import { recordAudit } from '../audit/record.js';
import type { ServerConfig } from '../config.js';
import type { Database, Orm } from '../db/client.js';
import { newId } from '../db/ids.js';
import { invalidField } from '../http/errors.js';
import { deleteRows, findRow, insertRow } from '../resources/core/store.js';
import { blobStoreFor, type BlobStore } from './blobs.js';
import { assertFileName, assertSizeAllowed, assertTypeAllowed, mediaTypeOf, type FileLimits } from './limits.js';

/**
 * The file store for server code (docs/files.md): `put` stores bytes with their metadata and returns the file
 * (its `id` and download `url`), `get` reads them back, `delete` removes both. The upload route and the generic
 * `/files` resource use the same store; other features (user avatars) call it directly:
 *
 *   const files = createFileStore(db, config);
 *   const file = await files.put(tenantId, bytes, { name: 'me.png', mimeType: 'image/png', owner: userId, public: true });
 *   const found = await files.get(tenantId, file.id); // { file, bytes } or null
 *   await files.delete(tenantId, file.id);
 *
 * `put` applies the configured limits (415 for a type not allowed, 413 above the size limit, 400 naming the field
 * for a bad name or an unknown folder); pass `allowedTypes` to narrow them further (avatars: `['image/*']`).
 */
export const FILES_RESOURCE = 'files';
export const FOLDERS_RESOURCE = 'folders';

export interface NewFile {
  name: string;
  /** The media type (a Content-Type; parameters are dropped). */
  mimeType: string;
  license?: string;
  licenseUrl?: string;
  folderId?: string | null;
  /** The user the file belongs to (owner-scoped reads and writes); none for files of the tenant. */
  owner?: string;
  /** Downloadable by anybody who knows the url (pictures on public pages, avatars). */
  public?: boolean;
}

export interface PutOptions {
  /** Who stores it, for the audit log; null for the system. */
  userId?: string | null;
  resellerId?: string | null;
  /** Narrows the configured types (every entry must also be allowed by the configuration). */
  allowedTypes?: string[];
}

export interface FileStore {
  readonly limits: FileLimits;
  readonly blobs: BlobStore;
  put(tenantId: string, bytes: Uint8Array, file: NewFile, options?: PutOptions): Promise<StoredFileEntity>;
  get(tenantId: string, id: string): Promise<{ file: StoredFileEntity; bytes: Buffer } | null>;
  delete(tenantId: string, id: string): Promise<boolean>;
}

/** The download address of a stored file; it names the tenant because a link or an <img> sends no headers. */
export const fileUrl = (tenantId: string, id: string) => `/api/files/${encodeURIComponent(id)}/content?tenant=${encodeURIComponent(tenantId)}`;

/** 400 on `field` unless the folder exists in the tenant. */
export async function assertFolderExists(db: Database, tenantId: string, folderId: unknown, field = 'folderId', tx?: Orm): Promise<void> {
  if (folderId === undefined || folderId === null) return;
  const found = typeof folderId === 'string' && await findRow(db, { tenantId, resource: FOLDERS_RESOURCE }, folderId, tx);
  if (!found) throw invalidField(field, 'names no folder');
}

export function createFileStore(db: Database, config: Pick<ServerConfig, 'dataDir' | 'files'>): FileStore {
  const limits = config.files;
  const blobs = blobStoreFor(db, config.dataDir);
  const scope = (tenantId: string) => ({ tenantId, resource: FILES_RESOURCE });

  return {
    limits,
    blobs,
    async put(tenantId, bytes, file, options = {}) {
      const mimeType = mediaTypeOf(file.mimeType);
      assertTypeAllowed(limits, mimeType);
      if (options.allowedTypes) assertTypeAllowed({ ...limits, allowedTypes: options.allowedTypes }, mimeType);
      assertSizeAllowed(limits, bytes.byteLength);
      const name = assertFileName(file.name);
      const id = newId();
      const data = {
        name,
        url: fileUrl(tenantId, id),
        mimeType,
        size: bytes.byteLength,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        stored: true,
        public: file.public ?? false,
        ...(file.license ? { license: file.license } : {}),
        ...(file.licenseUrl ? { licenseUrl: file.licenseUrl } : {}),
        ...(file.folderId ? { folderId: file.folderId } : {}),
        ...(file.owner ? { owner: file.owner } : {}),
      };
      try {
        return await db.orm.transaction(async (transaction) => {
          const tx = transaction as unknown as Orm;
          await assertFolderExists(db, tenantId, file.folderId, 'folderId', tx);
          const entity = await insertRow(db, scope(tenantId), id, data, Date.now(), tx);
          await blobs.write(tenantId, id, bytes, tx);
          await recordAudit(db, { tenantId, userId: options.userId ?? null, resellerId: options.resellerId, action: 'create', resource: FILES_RESOURCE, entityId: id }, tx);
          return entity as StoredFileEntity;
        });
      } catch (error) {
        // The directory store wrote outside the transaction: nothing may stay behind a rolled-back upload.
        if (blobs.place === 'directory') await blobs.remove(tenantId, [id], db.orm).catch(() => undefined);
        throw error;
      }
    },
    async get(tenantId, id) {
      const file = await findRow(db, scope(tenantId), id) as StoredFileEntity | null;
      if (!file?.stored) return null;
      const bytes = await blobs.read(tenantId, id);
      return bytes ? { file, bytes } : null;
    },
    async delete(tenantId, id) {
      return db.orm.transaction(async (transaction) => {
        const tx = transaction as unknown as Orm;
        const deleted = await deleteRows(db, scope(tenantId), [id], tx);
        await blobs.remove(tenantId, deleted, tx);
        return deleted.length > 0;
      });
    },
  };
}
