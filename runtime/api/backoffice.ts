import { SUPPLIERS } from '../../model/resources/descriptors.js';
import { csvRecordCounter } from '../../model/csv/csv.js';
import { apiRequest } from './http.js';
import { apiMethod } from './method.js';
import { encodeId, createResourceClient } from './resource-client.js';
import type { Page } from '../../model/api/schemas/common.js';
import type { CreatedServiceToken, CreateServiceToken, ServiceToken } from '../../model/api/schemas/servicetokens.js';
import type { Supplier, SupplierFields } from '../../model/api/schemas/suppliers.js';

/**
 * The back-office calls beyond the shop resources: suppliers (the generic resource set), service tokens
 * (TENANT_ADMIN, with a login) and the CSV data export (EXPORTERS_EXECUTE). All send the token.
 */
export const suppliersApi = createResourceClient<Supplier, SupplierFields>()(SUPPLIERS);
export const { getSuppliers, getSupplier, createSupplier, putSupplier, patchSupplier, deleteSupplier } = suppliersApi;

export const getServiceTokens = apiMethod('getServiceTokens', ['query'], [], (query?: { page?: number; size?: number }) =>
  apiRequest<Page<ServiceToken>>('GET', '/servicetokens', { query: { ...query } }));
/** The answer holds the token text; the server never shows it again. */
export const createServiceToken = apiMethod('createServiceToken', ['createServiceToken'], ['createServiceToken'], (body: CreateServiceToken) =>
  apiRequest<CreatedServiceToken>('POST', '/servicetokens', { body }));
export const revokeServiceToken = apiMethod('revokeServiceToken', ['id'], ['id'], (id: string) =>
  apiRequest<void>('DELETE', `/servicetokens/${encodeId(id)}`));

/** The CSV files of the data export. */
export const EXPORT_FILES = ['products', 'orders'] as const;
export type ExportFile = (typeof EXPORT_FILES)[number];

/** How far a streamed export is: rows received of the total the server announced (null when it did not). */
export interface ExportProgress {
  done: number;
  total: number | null;
}

/**
 * One export as a file, read as it streams in so `onProgress` can tell rows done of the total (the server sends
 * `X-Total-Count` first); `signal` cancels the download, and the server stops writing.
 */
export const streamExport = apiMethod('streamExport', ['file', 'options'], ['file'], async (file: ExportFile,
  options: { delimiter?: ',' | ';'; signal?: AbortSignal; onProgress?(progress: ExportProgress): void } = {}) => {
  const response = await apiRequest<Response>('GET', `/export/${file}.csv`, {
    query: { delimiter: options.delimiter }, responseType: 'response', headers: { Accept: 'text/csv' }, signal: options.signal,
  });
  const announced = Number(response.headers.get('X-Total-Count'));
  const total = Number.isFinite(announced) && response.headers.has('X-Total-Count') ? announced : null;
  const chunks: Uint8Array[] = [];
  const counter = csvRecordCounter();
  const decoder = new TextDecoder();
  const reader = response.body!.getReader();
  options.onProgress?.({ done: 0, total });
  for (;;) {
    const { done, value } = await reader.read();
    // A cancel that comes after the last bytes arrived must still not hand back a file.
    options.signal?.throwIfAborted();
    if (done) break;
    chunks.push(value);
    // The header line is a record too.
    options.onProgress?.({ done: Math.max(0, counter.push(decoder.decode(value, { stream: true })) - 1), total });
  }
  return new Blob(chunks as BlobPart[], { type: 'text/csv;charset=utf-8' });
});

/** One export as a file (UTF-8 with byte order mark, as the server wrote it). */
export const downloadExport = apiMethod('downloadExport', ['file', 'options'], ['file'], (file: ExportFile, options?: { delimiter?: ',' | ';' }) =>
  apiRequest<Blob>('GET', `/export/${file}.csv`, { query: { ...options }, responseType: 'blob', headers: { Accept: 'text/csv' } }));
