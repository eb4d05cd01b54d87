import { Type, type TObject } from '@sinclair/typebox';
import type { RouteOptions } from 'fastify';
import type { AccessRule } from '../../auth/context.js';
import type { RouteDocs } from './route-docs.js';
import { NO_BODY, sharedRef } from './shared-schemas.js';

/**
 * Turns a route's own schemas and config into its operation in the API description: the validation schema as
 * it is, plus what `config.openapi` documents (route-docs.ts), the error answers the hooks can give, and the
 * access rule of `config.access` as security requirements, an `x-permissions` extension and a sentence. Nothing
 * here is written per route: a route's description changes when its code does.
 */
type RouteSchema = Record<string, unknown> & {
  response?: Record<string, unknown>; params?: unknown; body?: unknown; querystring?: { properties?: Record<string, unknown> };
};

export interface TransformArgs {
  schema: unknown;
  url: string;
  route: RouteOptions;
}

/** What each error status means; every error answers the shared error envelope. */
const ERROR_MEANING: Record<number, string> = {
  400: 'Bad input: details[].field names the offending field, query option or header',
  401: 'No valid token',
  403: 'The token lacks the permission, X-Tenant-Id names another tenant than the token, or X-Reseller-Id a reseller of another tenant',
  404: 'Nothing at this path in the tenant, or an unknown X-Tenant-Id',
  409: 'A conflict: an outdated If-Match or version, or a value that must be unique is taken',
  413: 'The body is too large',
  414: 'A path parameter is far longer than any valid one',
  415: 'The body is not JSON',
};
const errorAnswer = (status: number) => sharedRef('ErrorEnvelope', { description: ERROR_MEANING[status] });

/** Where a route's documentation starts: only the API, without the description's own pages. */
export const isDocumentedUrl = (url: string) => url.startsWith('/api/') && !url.startsWith('/api/docs');

function accessSentence(access: AccessRule): string {
  if (access.public) {
    return access.tenantOptional
      ? 'Access: public; no token and no tenant needed.'
      : 'Access: public; without a token, X-Tenant-Id names the tenant.';
  }
  const wanted = permissionsOf(access);
  if (wanted.length === 0) return 'Access: any valid token.';
  return `Access: a token whose roles hold ${wanted.join(' or ')} (TENANT_ADMIN holds every permission).`;
}

export function permissionsOf(access: AccessRule): string[] {
  if (!access.permission) return [];
  return Array.isArray(access.permission) ? access.permission : [access.permission];
}

/** The error answers every route of this kind can give, before and around its handler. */
function errorStatuses(method: string, url: string, access: AccessRule, hasBody: boolean, created: boolean): number[] {
  const statuses = [400, 403]; // bad input; X-Tenant-Id naming another tenant than the token (and missing permissions)
  if (!access.public) statuses.push(401);
  if (access.public || url.includes(':')) statuses.push(404); // unknown tenant, or nothing at that path
  if (url.includes(':')) statuses.push(414); // a path parameter longer than the router keeps
  if (method === 'PUT' || method === 'PATCH' || (method === 'POST' && created)) statuses.push(409);
  if (hasBody) statuses.push(413, 415);
  return statuses;
}

const ACCEPT_LANGUAGE = {
  'accept-language': Type.Optional(Type.String({ description: 'With translate=true: the languages to answer in, best first (`en-US,en;q=0.9`)' })),
};

/** The request headers a call reads: its documented ones, and Accept-Language where it takes `translate`. */
function requestHeaders(own: RouteSchema, docs: RouteDocs): TObject | undefined {
  const translates = own.querystring?.properties?.translate !== undefined;
  const documented = (docs.headers as TObject | undefined)?.properties ?? {};
  if (!translates && !docs.headers) return undefined;
  return Type.Object({ ...documented, ...(translates ? ACCEPT_LANGUAGE : {}) });
}

/** `GET /api/products/:id` → `getProductsById`. */
function operationId(method: string, url: string): string {
  const words = url.replace(/^\/api\//, '').split(/[/.-]/).filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split('-'));
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

export function describeRoute({ schema, url, route }: TransformArgs): { schema: Record<string, unknown>; url: string } {
  const own = (schema ?? {}) as RouteSchema;
  if (!isDocumentedUrl(url)) return { schema: { ...own, hide: true }, url };
  const method = String(Array.isArray(route.method) ? route.method[0] : route.method).toUpperCase();
  const access: AccessRule = route.config?.access ?? {};
  const docs: RouteDocs = route.config?.openapi ?? {};
  const body = docs.body ?? own.body;
  const ownResponses = own.response ?? {};
  const documented: Record<string, unknown> = { ...docs.responses, ...ownResponses };
  const created = '201' in documented;
  const responses: Record<string, unknown> = {};
  for (const status of errorStatuses(method, url, access, body !== undefined, created)) responses[status] = errorAnswer(status);
  Object.assign(responses, documented);
  // `responses()` of schemas.ts names status ranges for serialisation; the description lists the real statuses.
  delete responses['4xx'];
  delete responses['5xx'];
  if (method === 'HEAD') for (const status of Object.keys(responses)) responses[status] = NO_BODY;

  const permissions = permissionsOf(access);
  const headers = requestHeaders(own, docs);
  return {
    url,
    schema: {
      ...own,
      ...(body !== undefined ? { body } : {}),
      ...(headers ? { headers } : {}),
      response: responses,
      tags: [url.split('/')[2]],
      operationId: operationId(method, url),
      ...(docs.summary ? { summary: docs.summary } : {}),
      description: accessSentence(access),
      security: access.public
        ? [{ tenantId: [] }, { bearerAuth: [] }, ...(access.tenantOptional ? [{}] : [])]
        : [{ bearerAuth: [] }],
      'x-permissions': permissions,
      'x-access': access.public ? 'public' : permissions.length ? 'permission' : 'token',
    },
  };
}
