import type { StoredFileEntity } from '../../model/api/schemas/files.js';
import { apiConfig, apiRequest } from './http.js';
import { apiMethod } from './method.js';

/**
 * The byte calls of the file store (docs/files.md); the metadata is `filesApi` / `foldersApi` in resources.ts.
 */
export interface UploadOptions {
  /** Default: the File's own name. */
  name?: string;
  folderId?: string;
  license?: string;
  licenseUrl?: string;
  /** Downloadable by anybody who knows the address (a picture on a public page). */
  public?: boolean;
  signal?: AbortSignal;
}

/** The bytes of a Blob; through FileReader where Blob.arrayBuffer is missing (older engines, jsdom). */
function bytesOf(file: Blob): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/** Stores a file (its type is the Blob's); 415 for a type the server does not accept, 413 above its size limit. */
export const uploadFile = apiMethod('uploadFile', ['file', 'options'], ['file'], async (file: Blob, options: UploadOptions = {}) => {
  const name = options.name ?? (file as Partial<File>).name ?? 'file';
  return apiRequest<StoredFileEntity>('POST', '/files/upload', {
    upload: { bytes: await bytesOf(file), type: file.type },
    signal: options.signal,
    query: { name, folderId: options.folderId, license: options.license, licenseUrl: options.licenseUrl, public: options.public },
  });
});

/**
 * The address a browser loads a stored file from, against the configured API base (the stored `url` is relative to
 * the server's own `/api`). References to files elsewhere keep their own address.
 */
export function fileHref(file: Pick<StoredFileEntity, 'url' | 'stored'>): string {
  if (!file.stored || !file.url.startsWith('/api/')) return file.url;
  return `${apiConfig().baseUrl.replace(/\/$/, '')}${file.url.slice('/api'.length)}`;
}

/** A private file's bytes with the caller's credentials (a plain link sends none), e.g. for a download button. */
export const downloadFile = apiMethod('downloadFile', ['file'], ['file'], (file: Pick<StoredFileEntity, 'id'>) =>
  apiRequest<Blob>('GET', `/files/${encodeURIComponent(file.id)}/content`, { query: { download: true }, responseType: 'blob', headers: { Accept: '*/*' } }));
