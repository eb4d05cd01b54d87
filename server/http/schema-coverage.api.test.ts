import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import { routesWithoutSchema } from './schema-coverage.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('JSON Schema on every route (docs/architecture.md)', () => {
  it('lists no /api route without a schema', () => {
    expect(routesWithoutSchema(server.app)).toEqual([]);
  });
});
