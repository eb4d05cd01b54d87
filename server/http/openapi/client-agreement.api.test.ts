import { beforeAll, describe, expect, it } from 'vitest';
import * as backoffice from '../../../runtime/api/backoffice.js';
import * as api from '../../../runtime/api/index.js';
import { useTestServer } from '../../test/use-test-server.js';

/**
 * The typed client (runtime/api) and the API description agree: every call the client makes is an operation
 * of the description, and every resource of the description has client calls. The client's calls are
 * recorded by calling each of its functions with a fetch that only notes method and path.
 */
const server = useTestServer();
let operations: { method: string; pattern: RegExp; path: string }[];
beforeAll(async () => {
  const document = (await server.call('GET', '/api/openapi.json')).body;
  operations = Object.entries(document.paths as Record<string, Record<string, unknown>>).flatMap(([path, item]) =>
    Object.keys(item).map((method) => ({
      method: method.toUpperCase(),
      path,
      pattern: new RegExp(`^${path.replace(/\{[^}]+\}/g, '[^/]+')}$`),
    })));
});

/**
 * Description resources the typed client leaves to other modules on purpose, each with where it is called:
 * login and logout (runtime/auth), the runtime configuration (runtime/app/runtimeConfig.ts, read before the client
 * is configured), the demo pictures and the icons (plain <img> addresses, runtime/widgets/iconUrl.ts).
 */
const CALLED_ELSEWHERE = ['auth', 'runtime-config', 'files', 'icons'];

/** Functions of the client that are no API call, or need particular arguments (the exports, below). */
const NOT_CALLS = ['configureApi', 'dataRecordsApi', 'apiRequest', 'downloadExport', 'streamExport'];

/** Method and path of every request the client's functions make. */
async function recordClientCalls(): Promise<string[]> {
  const calls: string[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input), 'http://client.invalid');
    calls.push(`${init?.method ?? 'GET'} ${url.pathname}`);
    return new Response('{}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  try {
    api.configureApi({ baseUrl: '/api', tenantId: 'demo', token: 'recording' });
    const clients: Record<string, unknown>[] = [api, backoffice, api.dataRecordsApi('contacts') as unknown as Record<string, unknown>];
    for (const client of clients) {
      for (const [name, value] of Object.entries(client)) {
        if (typeof value !== 'function' || /^[A-Z]/.test(name) || NOT_CALLS.includes(name)) continue;
        try {
          await (value as (...args: unknown[]) => unknown)('arg-1', 'arg-2', {});
        } catch {
          // Helpers that are not calls (builders, guards) may refuse the dummy arguments; they send nothing.
        }
      }
    }
    for (const file of backoffice.EXPORT_FILES) {
      await backoffice.downloadExport(file);
      await backoffice.streamExport(file);
    }
  } finally {
    globalThis.fetch = realFetch;
  }
  return [...new Set(calls)];
}

describe('the typed client and the API description agree', () => {
  it('calls only operations the description has', async () => {
    const calls = await recordClientCalls();
    expect(calls.length).toBeGreaterThan(100);
    const unknown = calls.filter((call) => {
      const [method, path] = call.split(' ');
      return !operations.some((op) => op.method === method && op.pattern.test(path));
    });
    expect(unknown).toEqual([]);
  });

  it('has calls for every resource of the description', async () => {
    const calls = await recordClientCalls();
    const resourceOf = (path: string) => path.split('/')[2];
    const called = new Set(calls.map((call) => resourceOf(call.split(' ')[1])));
    const described = new Set(operations.map((op) => resourceOf(op.path)));
    const missing = [...described].filter((resource) => !called.has(resource) && !CALLED_ELSEWHERE.includes(resource));
    expect(missing).toEqual([]);
    // And no resource is called that the description lacks.
    expect([...called].filter((resource) => !described.has(resource))).toEqual([]);
  });
});
