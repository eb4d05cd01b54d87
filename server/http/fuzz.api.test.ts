import { beforeAll, describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';
import { apiRoutes, type RouteEntry } from './route-table.js';

/**
 * Hostile requests against every /api route the server registered (Fastify's route table, so new resources are
 * covered without listing them): bad ids, NUL bytes, lone surrogates, huge numbers, wrong types, deep nesting,
 * unknown fields, prototype keys, oversized bodies, bad search requests, bad paging and sorting, bad headers, with
 * an administrator's token, a plain user's token and none. docs/api.md promises that nothing a client sends
 * causes a 5xx; each answer must also come within a time bound. The generator is seeded (FUZZ_SEED), so a
 * failure reproduces; every failure is listed with the request that caused it.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 12);
const CASES_PER_ROUTE = 8;
const ANSWER_MS = 2000;
const PARALLEL = 4;

/** mulberry32: a small seeded generator, so the same seed sends the same requests. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  what: string;
}

const deep = (levels: number, open: string, close: string, inner = '1') => open.repeat(levels) + inner + close.repeat(levels);

/** Texts that have broken servers: NUL, lone surrogates (as JSON escapes), prototype keys, path tricks, long ones. */
const BAD_TEXTS_JSON = ['"a\\u0000b"', '"\\ud800"', '"x\\udfffy"', '"__proto__"', '"constructor"', '"../../etc"', `"${'x'.repeat(5000)}"`,
  '"%00"', '""', '" "', '"\\u0000"', '"toString"', '"hasOwnProperty"'];
const BAD_VALUES_JSON = [...BAD_TEXTS_JSON, '1e308', '-1e308', '1e400', '123456789012345678901234567890', '1.5', '-1', '0', 'true', 'null',
  '[]', '{}', '[null]', '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{"admin":true}}}', deep(50, '[', ']'), deep(50, '{"a":', '}')];
/** Raw path segments (already URL-encoded where needed). */
const BAD_IDS = ['%00', 'a%00b', '%ED%A0%80', '%F0%9F%98%80', 'x'.repeat(300), '__proto__', 'constructor', 'toString', '%25', '%zz', '..',
  '%2e%2e', 'null', '-1', '1e400', '%20', 'a%2Fb', '%C0%80', '%EF%BF%BF'];
/** Raw query strings. */
const BAD_QUERIES = ['page=-1', 'page=1e30', 'page=abc', 'page=1.5', 'page=99999999999999999999', 'size=0', 'size=99999', 'size=1e400',
  'sort=__proto__', 'sort=constructor', 'sort=-__proto__', 'sort=toString', 'sort=%00', 'sort=-', 'sort=a..b', 'sort=' + 'a,'.repeat(50),
  'search=%00', 'search=%ED%A0%80', 'search=' + 'x'.repeat(1000), 'withReplacements=maybe', 'translate=2', 'ids=', 'ids=%00',
  'ids=' + 'a,'.repeat(2000), 'domain=%00', 'domain=' + 'x'.repeat(5000), 'productId=%00&amount=1', 'productId=x&amount=1e400',
  'position=NaN', 'position=-99999999999999999999', 'page=1&page=2', '__proto__=1', 'constructor[prototype][x]=1', 'search=%F0%9F%98%80'];
const SEARCH_BODIES = [
  '{"fieldSearches":[{"fieldname":"createdAt","matcher":"equals","type":"number","value":1.5}]}',
  '{"fieldSearches":[{"fieldname":"version","matcher":"greaterThan","type":"number","value":1e300}]}',
  '{"fieldSearches":[{"fieldname":"lastUpdatedAt","matcher":"in","type":"date","value":["9999999-01-01", 1e20]}]}',
  '{"fieldSearches":[{"fieldname":"createdAt","matcher":"lessThan","type":"date","value":"2020-01-01T00:00:00.5Z"}]}',
  '{"fieldSearches":[{"fieldname":"title","matcher":"equals","value":"a\\u0000b"}]}',
  '{"fieldSearches":[{"fieldname":"title","matcher":"includes","value":"\\ud800"}]}',
  '{"fieldSearches":[{"fieldname":"__proto__","matcher":"equals","value":"x"}]}',
  '{"fieldSearches":[{"fieldname":"title","matcher":"__proto__","value":"x"}]}',
  '{"fieldSearches":[{"fieldname":"title","matcher":"equals","type":"constructor","value":"x"}]}',
  '{"fieldSearches":[{"fieldname":"title","matcher":"in","value":[{"a":1}]}]}',
  '{"fieldSearches":[{"fieldname":"title","matcher":"equals","value":{"a":1}}]}',
  '{"fieldSearches":[{"fieldname":"title","matcher":"equals","value":null}]}',
  '{"fieldSearches":[{"fieldname":"n","matcher":"equals","type":"number","value":1e400}]}',
  '{"fieldSearches":[{"fieldname":"n","matcher":"greaterThan","type":"date","value":8.64e15}]}',
  '{"fieldSearches":[{"fieldname":"n","matcher":"in","type":"boolean","value":[true,"x"]}]}',
  '{"fieldSearches":"x"}', '{"fieldSearches":[null]}', '{"fieldSearches":[[]]}', '{"logicalOperator":"xor"}',
  `{"fieldSearches":${deep(40, '[{"fieldSearches":', '}]', '[]')}}`,
  '{"page":1e30}', '{"page":-1}', '{"size":"x"}', '{"sort":"__proto__"}', '{"sort":["toString"]}', '{"sort":{"a":1}}', '{"sort":7}',
  '{"page":99999999999}', '{"page":1.5,"size":1.5}',
];
const BAD_HEADERS: Record<string, string>[] = [
  { 'Content-Type': 'text/plain' }, { 'Content-Type': 'application/json; charset=utf-16' }, { 'Content-Type': 'multipart/form-data' },
  { 'Content-Type': 'application/jsonx' }, { 'If-Match': 'garbage' }, { 'If-Match': '"99999999999999999999"' }, { 'If-Match': 'W/"1", "2"' },
  { 'If-Match': '*' }, { 'If-None-Match': '"x"' }, { 'Accept-Language': ';;;q=x,**,en;q=NaN' }, { 'Accept-Language': 'x'.repeat(4000) },
  { 'X-Tenant-Id': 'no-such-tenant' }, { 'X-Tenant-Id': 'x'.repeat(1000) }, { Authorization: 'Bearer ' + 'x'.repeat(2000) },
  { Authorization: 'Bearer' }, { Authorization: 'Basic abc' }, { 'X-Reseller-Id': '__proto__' }, { Accept: 'text/html' },
];

/** A body that looks like what the route takes, so mutations get past the first checks. */
function sampleBody(url: string, samples: Map<string, Record<string, unknown>>): Record<string, unknown> {
  const resource = url.replace(/^\/api\//, '').split('/')[0];
  return structuredClone(samples.get(resource) ?? { name: 'x', title: 'x' });
}

/** The JSON text of `value` with the field at a random path replaced by `replacement` (raw JSON text). */
function mutate(value: Record<string, unknown>, replacement: string, next: () => number): string {
  const marker = '__FUZZ_MARKER__';
  const paths: (string | number)[][] = [];
  const walk = (node: unknown, path: (string | number)[]) => {
    paths.push(path);
    if (path.length > 6 || node === null || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) walk(child, [...path, Array.isArray(node) ? Number(key) : key]);
  };
  walk(value, []);
  const candidates = paths.filter((p) => p.length > 0);
  if (candidates.length === 0 || next() < 0.2) {
    const key = next() < 0.5 ? `unknown${Math.floor(next() * 100)}` : ['tenantId', 'permissions', 'id', 'version', 'createdAt'][Math.floor(next() * 5)];
    return JSON.stringify({ ...value, [key]: marker }).replace(`"${marker}"`, replacement);
  }
  const path = candidates[Math.floor(next() * candidates.length)];
  let target = value as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) target = target[key] as Record<string | number, unknown>;
  target[path[path.length - 1]] = marker;
  return JSON.stringify(value).replace(`"${marker}"`, replacement);
}

const server = useTestServer();
let plain: string;
const ids = new Map<string, string>();
const samples = new Map<string, Record<string, unknown>>();

beforeAll(async () => {
  plain = (await server.createTenantWithUser({ tenantId: 'fuzz-other', email: 'fuzz@example.com', password: 'fuzz-password-1', permissions: [] })).token;
  const created = await server.call('POST', '/api/datatypes', { token: server.admin, body: { path: 'fuzz', schema: { type: 'object', properties: { n: { type: 'number' }, s: { type: 'string' } } } } });
  expect(created.status).toBe(201);
  await server.call('POST', '/api/data/fuzz', { token: server.admin, body: { n: 1, s: 'x' } });
  await server.call('POST', '/api/tasks', { token: server.admin, body: { title: 't', userIds: ['u'], start: 0, durationInHours: 1 } });
  await server.call('POST', '/api/suppliers', { token: server.admin, body: { name: 's' } });
  await server.call('GET', '/api/shoppingcarts/mine', { token: server.admin });
  // One real id and one stored entity per resource: item routes then reach their handlers with a real id too.
  for (const resource of ['products', 'pricezones', 'corporations', 'counters', 'orders', 'shoppingcarts', 'roles', 'projects', 'users',
    'applications', 'compoundwidgets', 'datatypes', 'auditlog', 'tasks', 'suppliers', 'data/fuzz', 'servicetokens']) {
    const list = await server.call('GET', `/api/${resource}?size=1`, { token: server.admin });
    const first = list.body?.elements?.[0] ?? (Array.isArray(list.body) ? list.body[0] : undefined);
    if (!first) continue;
    ids.set(resource.split('/')[0], first.id);
    const { id: _id, createdAt: _c, lastUpdatedAt: _l, version: _v, tenantId: _t, permissions: _p, ...fields } = first;
    samples.set(resource.split('/')[0], fields);
  }
  samples.set('auth', { email: 'admin@example.com', password: 'wrong-password' });
});

/** The route's URL with its parameters filled in: a real id most of the time, a bad one otherwise. */
function fillPath(route: RouteEntry, next: () => number, bad: boolean): string {
  const resource = route.url.replace(/^\/api\//, '').split('/')[0];
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (bad || next() < 0.3) return BAD_IDS[Math.floor(next() * BAD_IDS.length)];
    if (name === 'typePath') return 'fuzz';
    if (name === 'projectId') return ids.get('projects') ?? 'x';
    if (name === 'userId') return ids.get('users') ?? 'x';
    if (name === 'n') return String(Math.floor(next() * 40) - 5);
    return ids.get(resource) ?? 'x';
  }).replace('*', 'x');
}

function generate(routes: RouteEntry[]): FuzzRequest[] {
  const next = random(SEED);
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)];
  const requests: FuzzRequest[] = [];
  for (const route of routes) {
    const takesBody = route.method === 'POST' || route.method === 'PUT' || route.method === 'PATCH';
    for (let i = 0; i < CASES_PER_ROUTE; i++) {
      const kind = pick(takesBody ? ['id', 'query', 'body', 'body', 'body', 'raw', 'headers', 'search'] as const : ['id', 'query', 'query', 'headers'] as const);
      const token = pick([server.admin, server.admin, plain, undefined]);
      // A token names its tenant; without one, public reads name it in the header.
      const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : { 'X-Tenant-Id': 'demo' };
      let url = fillPath(route, next, kind === 'id');
      let body: string | undefined;
      let what = kind as string;
      if (takesBody) body = JSON.stringify(sampleBody(route.url, samples));
      if (kind === 'query') {
        const query = pick(BAD_QUERIES);
        url += `?${query}`;
        what = `query ${query.slice(0, 60)}`;
      } else if (kind === 'body') {
        const value = pick(BAD_VALUES_JSON);
        body = mutate(sampleBody(route.url, samples), value, next);
        what = `body field = ${value.slice(0, 60)}`;
      } else if (kind === 'raw') {
        body = pick(['[]', '"x"', '7', 'null', 'true', deep(10_000, '[', ']'), deep(10_000, '{"a":', '}'), '{"a":"\\u0000"}', '{"\\ud800":1}',
          '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '{', '{"a":1}}', '\u0000', `{"a":"${'x'.repeat(6 * 1024 * 1024)}"}`]);
        what = `raw body ${body.slice(0, 40)}`;
      } else if (kind === 'headers') {
        const extra = pick(BAD_HEADERS);
        Object.assign(headers, extra);
        what = `headers ${JSON.stringify(extra).slice(0, 80)}`;
      } else if (kind === 'search') {
        body = pick(SEARCH_BODIES);
        what = `search body ${body.slice(0, 80)}`;
      }
      if (body !== undefined && !headers['Content-Type']) headers['Content-Type'] = 'application/json';
      requests.push({ method: route.method, url, headers, body, what });
    }
  }
  return requests;
}

async function send(request: FuzzRequest): Promise<{ status: number; ms: number; text: string }> {
  const started = performance.now();
  try {
    const response = await fetch(server.baseUrl + request.url, {
      method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(ANSWER_MS * 5),
    });
    const text = await response.text();
    return { status: response.status, ms: performance.now() - started, text: text.slice(0, 200) };
  } catch (error) {
    return { status: 599, ms: performance.now() - started, text: String(error) };
  }
}

describe('fuzzing every /api route with bad requests', () => {
  it(`answers none of them with 5xx, each within ${ANSWER_MS} ms`, async () => {
    const routes = apiRoutes(server.app);
    expect(routes.length).toBeGreaterThan(100);
    const requests = generate(routes);
    expect(requests.length).toBeGreaterThanOrEqual(1000);
    const failures: string[] = [];
    let slowest = 0;
    for (let i = 0; i < requests.length; i += PARALLEL) {
      const batch = requests.slice(i, i + PARALLEL);
      const results = await Promise.all(batch.map(send));
      results.forEach((result, k) => {
        const request = batch[k];
        slowest = Math.max(slowest, result.ms);
        if (result.status >= 500 || result.ms > ANSWER_MS) {
          failures.push(`${result.status} in ${Math.round(result.ms)} ms: ${request.method} ${request.url.slice(0, 120)} (${request.what}) → ${result.text}`);
        }
      });
    }
    console.info(`fuzz: ${requests.length} requests over ${routes.length} routes, seed ${SEED}, slowest answer ${Math.round(slowest)} ms, ${failures.length} failures`);
    expect(failures).toEqual([]);
  }, 120_000);
});
