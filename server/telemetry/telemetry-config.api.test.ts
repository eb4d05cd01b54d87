import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';

/**
 * With LOGGING_KEY and ANALYTICS_KEY the browser learns the keys and the release, and the pages' policy lets them
 * reach exactly those two services (docs/telemetry.md). A file of its own: the Node error-reporting client it
 * loads stays in this test process.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ config: {
    loggingKey: 'https://pub@errors.example.com/7', analyticsKey: 'https://shop.example.com@stats.example.com/api/event',
  } });
});
afterAll(() => server?.close());

describe('with remote logging and analytics configured', () => {
  it('lets pages reach exactly the two services, and tells the browser the keys and the release', async () => {
    const policy = (await fetch(`${server.baseUrl}/some/shop/page`)).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("connect-src 'self' https://errors.example.com https://stats.example.com;");
    const config = await server.call('GET', '/api/runtime-config');
    expect(config.body).toEqual({
      loggingKey: 'https://pub@errors.example.com/7', analyticsKey: 'https://shop.example.com@stats.example.com/api/event',
      release: expect.stringMatching(/^baukasten@\d+\.\d+\.\d+/),
    });
  });
});
