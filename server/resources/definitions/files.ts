import { FILES, FOLDERS } from '../../../model/resources/descriptors.js';
import { FileFieldsSchema, FolderFieldsSchema } from '../../../model/api/schemas/files.js';
import type { Orm } from '../../db/client.js';
import { assertFolderExists, FILES_RESOURCE, FOLDERS_RESOURCE, type FileStore } from '../../files/store.js';
import { assertFileName } from '../../files/limits.js';
import { conflict, invalidField } from '../../http/errors.js';
import { sql } from 'drizzle-orm';
import type { CallContext, EntityObject, ResourceDefinition, ResourceRoutes } from '../core/types.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The file store of this server (server/files/store.ts), set up with the resources. */
    fileStore: FileStore;
  }
}

/**
 * /api/files and /api/folders (docs/files.md). The metadata of uploaded files goes through the generic resource
 * set: callers without FILES_READ / FILES_WRITE see and change only their own files (`owner`). What the upload
 * decided (url, mimeType, size, sha256, stored) never changes afterwards; a file created with the generic POST
 * is a reference to a file elsewhere (an http(s) url), so license fields can be kept for it too.
 */
const SET_BY_UPLOAD = ['url', 'mimeType', 'size', 'sha256', 'stored'] as const;

function checkUploadFields(data: Record<string, unknown>, existing: EntityObject | null): Record<string, unknown> {
  if (existing?.stored) {
    const kept = { ...data };
    for (const field of SET_BY_UPLOAD) {
      if (kept[field] !== undefined && kept[field] !== existing[field]) throw invalidField(field, 'is set by the upload and cannot change');
      kept[field] = existing[field];
    }
    return kept;
  }
  if (data.stored === true || data.sha256 !== undefined) throw invalidField(data.stored === true ? 'stored' : 'sha256', 'is set by the upload (POST /files/upload)');
  if (!/^https?:\/\/[^\s]+$/i.test(String(data.url))) throw invalidField('url', 'must be an http(s) address (upload stored files with POST /files/upload)');
  return { ...data, stored: false };
}

export const files: ResourceDefinition = {
  name: FILES_RESOURCE,
  schema: FileFieldsSchema,
  searchable: ['name', 'license'],
  defaultSort: FILES.defaultSort,
  owner: { field: 'owner', readAll: ['FILES_READ', 'FILES_WRITE'], writeAll: ['FILES_WRITE'] },
  hooks: {
    async prepare(data, { ctx, existing, tx }) {
      assertFileName(data.name);
      await assertFolderExists(ctx.db, ctx.tenantId, data.folderId, 'folderId', tx);
      return checkUploadFields(data, existing);
    },
    // The bytes go with the metadata: in the same transaction on PostgreSQL, from DATA_DIR otherwise.
    async afterDelete(ids, { ctx, tx }) {
      await ctx.request.server.fileStore.blobs.remove(ctx.tenantId, ids, tx);
    },
  },
};

/** Refuses a parent that does not exist or that is the folder itself or one of its subfolders (a cycle). */
async function assertParent(ctx: CallContext, tx: Orm, parentId: unknown, id: string | null): Promise<void> {
  if (parentId === undefined || parentId === null) return;
  await assertFolderExists(ctx.db, ctx.tenantId, parentId, 'parentId', tx);
  if (id === null) return;
  const [row] = await ctx.db.rows<{ cycle: boolean }>(sql`WITH RECURSIVE up(id, depth) AS (
      SELECT ${parentId}::text, 0
      UNION ALL SELECT e.data->>'parentId', up.depth + 1 FROM entities e JOIN up ON e.id = up.id
        WHERE e.tenant_id = ${ctx.tenantId} AND e.resource = ${FOLDERS_RESOURCE} AND up.depth < 1000
    ) SELECT EXISTS (SELECT 1 FROM up WHERE id = ${id}) AS cycle`, tx);
  if (row?.cycle) throw invalidField('parentId', 'must not be the folder itself or one of its subfolders');
}

export const folders: ResourceDefinition = {
  name: FOLDERS_RESOURCE,
  schema: FolderFieldsSchema,
  searchable: ['name'],
  defaultSort: FOLDERS.defaultSort,
  hooks: {
    async prepare(data, { ctx, existing, tx }) {
      await assertParent(ctx, tx, data.parentId, existing?.id ?? null);
      return data;
    },
    // A folder goes only when empty, so no file or subfolder is left pointing at nothing.
    async beforeDelete(found, { ctx, tx }) {
      if (found.length === 0) return;
      const ids = sql.join(found.map((folder) => sql`${folder.id}`), sql`, `);
      const [row] = await ctx.db.rows<{ used: boolean }>(sql`SELECT EXISTS (SELECT 1 FROM entities e
        WHERE e.tenant_id = ${ctx.tenantId} AND ((e.resource = ${FOLDERS_RESOURCE} AND e.data->>'parentId' IN (${ids}) AND e.id NOT IN (${ids}))
          OR (e.resource = ${FILES_RESOURCE} AND e.data->>'folderId' IN (${ids})))) AS used`, tx);
      if (row?.used) throw conflict('The folder is not empty: move or delete its files and subfolders first', [{ field: 'id', message: 'names a folder that is not empty' }]);
    },
  },
};

export const fileRoutes: ResourceRoutes[] = [
  { descriptor: FILES, definition: files },
  { descriptor: FOLDERS, definition: folders },
];
