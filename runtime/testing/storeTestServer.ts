// eslint-disable-next-line no-restricted-imports -- component tests of store-backed widgets talk to the real server
import { startServerProcess, type ServerProcess } from '../../server/test/server-process';
import { configureApi } from '../api/http';
import { useSession } from '../auth';

/**
 * For component tests only: the real server (`server/main.ts`, fresh embedded database, seeded demo tenant with
 * the demo shop) with the API client pointed at it and the demo tenant set for public reads. Start it in
 * beforeAll and stop it in afterAll.
 */
export interface StoreTestServer extends ServerProcess {
  loginAsAdmin(): Promise<void>;
  login(email: string, password: string): Promise<void>;
  logout(): Promise<void>;
}

export const DEMO_TENANT = 'demo';

export async function startStoreTestServer(): Promise<StoreTestServer> {
  const server = await startServerProcess();
  configureApi({ baseUrl: `${server.origin}/api`, tenantId: DEMO_TENANT, token: null });
  return {
    ...server,
    login: async (email, password) => void (await useSession.getState().login(email, password)),
    loginAsAdmin: async () => void (await useSession.getState().login(server.adminEmail, server.adminPassword)),
    logout: () => useSession.getState().logout(),
  };
}

/** Counts the requests the page sends (method and path), passing every one through to the real server. */
export function countRequests(): { count(method: string, path: RegExp): number; restore(): void } {
  const original = globalThis.fetch;
  const seen: string[] = [];
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
    seen.push(`${(init?.method ?? 'GET').toUpperCase()} ${url.pathname}`);
    return original(input, init);
  };
  return {
    count: (method, path) => seen.filter((entry) => entry.startsWith(`${method} `) && path.test(entry.slice(method.length + 1))).length,
    restore: () => void (globalThis.fetch = original),
  };
}
