import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startServerProcess, type ServerProcess } from '../../server/test/server-process';

// Start-up settings from the real server: keys are passed on only when configured, API_URL moves the API.
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ ANALYTICS_KEY: 'analytics-123', LOGGING_KEY: 'logging-456', API_URL: 'https://api.example.com/api' });
}, 120_000);
afterAll(async () => server?.stop());
beforeEach(() => vi.resetModules()); // each test is a fresh page load

async function freshStart() {
  const http = await import('../../runtime/api/http');
  http.configureApi({ baseUrl: `${server.origin}/api` });
  const { loadRuntimeConfig } = await import('./runtimeConfig');
  return { http, loadRuntimeConfig };
}

describe('loadRuntimeConfig', () => {
  it('reads the analytics and logging keys and points later calls at API_URL', async () => {
    const { http, loadRuntimeConfig } = await freshStart();
    const config = await loadRuntimeConfig();
    // With remote logging the release comes along, for the crash reports.
    expect(config).toEqual({ analyticsKey: 'analytics-123', loggingKey: 'logging-456', apiUrl: 'https://api.example.com/api', release: expect.stringMatching(/^baukasten@/) });
    expect(http.apiConfig().baseUrl).toBe('https://api.example.com/api');
    expect(await loadRuntimeConfig()).toBe(config); // read once per page load
  });

  it('counts as nothing configured when the server cannot be reached', async () => {
    const http = await import('../../runtime/api/http');
    http.configureApi({ baseUrl: 'http://127.0.0.1:9/api' });
    const { loadRuntimeConfig } = await import('./runtimeConfig');
    await expect(loadRuntimeConfig()).resolves.toEqual({});
    expect(http.apiConfig().baseUrl).toBe('http://127.0.0.1:9/api');
  });
});
