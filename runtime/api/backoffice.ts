import { SUPPLIERS } from '../../model/resources/descriptors.js';
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

/** One export as a file (UTF-8 with byte order mark, as the server wrote it). */
export const downloadExport = apiMethod('downloadExport', ['file', 'options'], ['file'], (file: ExportFile, options?: { delimiter?: ',' | ';' }) =>
  apiRequest<Blob>('GET', `/export/${file}.csv`, { query: { ...options }, responseType: 'blob', headers: { Accept: 'text/csv' } }));
