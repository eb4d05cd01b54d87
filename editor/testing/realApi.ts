/**
 * Test helper for editor tests against the real API server (its own process, embedded database, real HTTP): starts
 * it before the file's tests, logs in as the seeded admin, points the API client at it, and offers `call` for
 * set-up requests. Call once at the top level of a test file.
 */
import { afterAll, beforeAll } from 'vitest';
import { configureApi } from '../../runtime/api/http';
import { startServerProcess, type ServerProcess } from '../../server/test/server-process';

export interface RealApi {
  server(): ServerProcess;
  call(method: string, path: string, body?: unknown, headers?: Record<string, string>): Promise<{ status: number; body: any }>;
}

export function withRealApi(): RealApi {
  let server: ServerProcess | undefined;
  let token = '';
  const call: RealApi['call'] = async (method, path, body, headers = {}) => {
    const response = await fetch(`${server!.origin}/api${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: await response.json() };
  };
  beforeAll(async () => {
    server = await startServerProcess();
    const login = await call('POST', '/auth/login', { email: server.adminEmail, password: server.adminPassword });
    token = login.body.token;
    configureApi({ baseUrl: `${server.origin}/api`, token, tenantId: login.body.user.tenantId });
  }, 120_000);
  afterAll(async () => server?.stop());
  return { server: () => server!, call };
}
