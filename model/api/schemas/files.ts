import { Type, type Static } from '@sinclair/typebox';
import type { Entity } from './common.js';

/**
 * The file store's metadata (docs/files.md). A file is either uploaded (`POST /files/upload`: the server stores the
 * bytes and sets `url`, `mimeType`, `size`, `sha256` and `stored`) or a reference to a file elsewhere, created
 * with the generic `POST /files` and an http(s) `url`, so that license fields can be kept for any picture a page
 * shows. `owner` is the user it belongs to; `public` files are downloadable by anybody who knows their address.
 */
export const FileFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  url: Type.String({ minLength: 1, maxLength: 2000 }),
  mimeType: Type.Optional(Type.String({ maxLength: 255, pattern: '^[a-z0-9][a-z0-9!#$&^_.+-]*/[a-z0-9][a-z0-9!#$&^_.+-]*$' })),
  size: Type.Optional(Type.Integer({ minimum: 0 })),
  license: Type.Optional(Type.String({ maxLength: 500 })),
  licenseUrl: Type.Optional(Type.String({ maxLength: 2000 })),
  folderId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
  owner: Type.Optional(Type.String({ maxLength: 64 })),
  public: Type.Optional(Type.Boolean()),
  /** Set by the upload: the bytes are in the file store. */
  stored: Type.Optional(Type.Boolean()),
  /** Set by the upload: hex SHA-256 of the bytes (the download's ETag). */
  sha256: Type.Optional(Type.String({ pattern: '^[0-9a-f]{64}$' })),
});
export type FileFields = Static<typeof FileFieldsSchema>;
export type StoredFileEntity = Entity<FileFields>;

/** A folder of the file store: a tree by `parentId` (none: a top-level folder). */
export const FolderFieldsSchema = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 255 }),
  parentId: Type.Optional(Type.Union([Type.String({ minLength: 1, maxLength: 64 }), Type.Null()])),
});
export type FolderFields = Static<typeof FolderFieldsSchema>;
export type Folder = Entity<FolderFields>;
