import { apiRequest } from './http.js';
import { apiMethod } from './method.js';
import type { TenantSettings, TenantSettingsPatch } from '../../model/api/schemas/resellers.js';

/** The caller's tenant and its reseller (docs/api.md, Resellers): read with any login, changed by TENANT_ADMIN. */
export const getTenantSettings = apiMethod('getTenantSettings', [], [], () => apiRequest<TenantSettings>('GET', '/tenant'));

export const updateTenantSettings = apiMethod('updateTenantSettings', ['tenantSettings'], ['tenantSettings'], (tenantSettings: TenantSettingsPatch) =>
  apiRequest<TenantSettings>('PATCH', '/tenant', { body: tenantSettings }));
