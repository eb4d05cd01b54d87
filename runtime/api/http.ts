/**
 * The one HTTP function every API call of the front end goes through: base URL, tenant and reseller headers,
 * the bearer token where the call sends one, the `translate` flag, JSON bodies and the error envelope.
 * Typed resource methods (runtime/api/resources/…) are thin wrappers around `apiRequest`.
 */
export interface ApiConfig {
  /** Default: same origin, '/api' (`API_URL`, README.md). */
  baseUrl: string;
  tenantId?: string | null;
  resellerId?: string | null;
  /** A Bearer token for programmatic clients; the web app's session is the HttpOnly cookie instead. */
  token?: string | null;
  /** Ask the server for translatable texts in the caller's language. */
  translate?: boolean;
  language?: string;
}

const config: ApiConfig = { baseUrl: '/api' };

export function configureApi(patch: Partial<ApiConfig>): void {
  Object.assign(config, patch);
}

export function apiConfig(): Readonly<ApiConfig> {
  return config;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: { field?: string; message: string }[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

export interface RequestOptions {
  query?: Record<string, string | number | boolean | undefined | null | (string | number)[]>;
  body?: unknown;
  /** Instead of a JSON body: bytes sent as they are with their type (a file upload). */
  upload?: { bytes: ArrayBuffer; type: string };
  /** Send the bearer token (docs/api.md says which calls need one). Default true. */
  auth?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /**
   * 'blob' returns the body as it came (a CSV download keeps its byte order mark); 'response' the successful
   * response itself, unread, for a caller that reads the body as it streams in (an export's progress); default JSON.
   */
  responseType?: 'json' | 'blob' | 'response';
}

export function buildUrl(path: string, query: RequestOptions['query'] = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  if (config.translate && !params.has('translate')) params.set('translate', 'true');
  const qs = params.toString();
  return `${config.baseUrl.replace(/\/$/, '')}${path}${qs ? `?${qs}` : ''}`;
}

const jsonLengths = new WeakMap<object, number>();

/**
 * The length of the JSON text a response's value was parsed from (apiRequest remembers it for each object it
 * returns): a bound for measuring that value, which would otherwise mean serialising it again. Undefined for any other
 * object.
 */
export function responseJsonLength(value: object): number | undefined {
  return jsonLengths.get(value);
}

/** A file or blob, also one made in another realm (a frame, a test DOM) where `instanceof Blob` says no. */
function isBlob(value: unknown): value is Blob {
  return value instanceof Blob || (typeof value === 'object' && value !== null && typeof (value as Blob).arrayBuffer === 'function'
    && typeof (value as Blob).type === 'string' && typeof (value as Blob).size === 'number');
}

export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (config.tenantId) headers['X-Tenant-Id'] = config.tenantId;
  if (config.resellerId) headers['X-Reseller-Id'] = config.resellerId;
  if (config.language) headers['Accept-Language'] = config.language.replace('_', '-');
  if (options.auth !== false) {
    // The browser session is an HttpOnly cookie the server accepts only with this header (CSRF protection,
    // docs/security.md); calls that send no credential (public reads) leave it out and stay anonymous.
    headers['X-Requested-With'] = 'baukasten';
    if (config.token) headers.Authorization = `Bearer ${config.token}`;
  }
  let body: string | Blob | ArrayBuffer | undefined;
  if (options.upload) {
    // An upload: the bytes as they are, typed by the file (docs/files.md).
    headers['Content-Type'] = options.upload.type || 'application/octet-stream';
    body = options.upload.bytes;
  } else if (isBlob(options.body)) {
    // A file as the body, sent as it is with its own type.
    headers['Content-Type'] = options.body.type || 'application/octet-stream';
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(buildUrl(path, options.query), { method, headers, body, signal: options.signal });
  if (response.status === 204 || method === 'HEAD') {
    if (!response.ok) throw new ApiRequestError(response.status, String(response.status), response.statusText);
    return undefined as T;
  }
  if (response.ok && options.responseType === 'blob') return (await response.blob()) as T;
  if (response.ok && options.responseType === 'response') return response as T;
  const text = await response.text();
  const json = text ? JSON.parse(text) : undefined;
  if (typeof json === 'object' && json !== null) jsonLengths.set(json, text.length);
  if (!response.ok) {
    const error = json?.error ?? {};
    throw new ApiRequestError(response.status, error.code ?? String(response.status), error.message ?? response.statusText, error.details);
  }
  return json as T;
}

/**
 * docs/api.md, API client: a missing required parameter fails before any request is sent, with this exact text.
 */
export function requireParam(value: unknown, name: string, operation: string): void {
  if (value === null || value === undefined) {
    throw new Error(`Required parameter ${name} was null or undefined when calling ${operation}.`);
  }
}
