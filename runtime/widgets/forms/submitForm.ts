/**
 * Where a Form sends its values: a new record of a data type (`POST /api/data/{path}`, validated by the server
 * against the type's schema) or an address. An address under the API's own base goes through the API client
 * (session cookie, tenant); any other address gets a plain JSON request, with the personal bearer token when the
 * form asks for it and the client has one.
 */
import { apiConfig, apiRequest, ApiRequestError } from '../../api/http';

export interface SubmitTarget {
  target: 'dataType' | 'api';
  dataType: string;
  url: string;
  method: 'POST' | 'PUT' | 'PATCH';
  usePersonalToken: boolean;
}

export class SubmitNotConfigured extends Error {}

export async function submitForm(settings: SubmitTarget, values: Record<string, unknown>): Promise<unknown> {
  if (settings.target === 'dataType') {
    const path = settings.dataType.trim().replace(/^\/+|\/+$/g, '');
    if (!path) throw new SubmitNotConfigured('dataType');
    return apiRequest('POST', `/data/${encodeURIComponent(path)}`, { body: values });
  }
  const url = settings.url.trim();
  if (!url) throw new SubmitNotConfigured('url');
  const base = apiConfig().baseUrl.replace(/\/$/, '');
  if (url.startsWith(`${base}/`)) return apiRequest(settings.method, url.slice(base.length), { body: values, auth: settings.usePersonalToken });
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const token = apiConfig().token;
  if (settings.usePersonalToken && token) headers.Authorization = `Bearer ${token}`;
  const response = await fetch(url, { method: settings.method, headers, body: JSON.stringify(values) });
  const text = await response.text();
  if (!response.ok) throw new ApiRequestError(response.status, String(response.status), text || response.statusText);
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}
