import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/use-test-server.js';
import { routesWithoutSchema } from './schema-coverage.js';

const server = useTestServer();

describe('JSON Schema on every route (docs/architecture.md)', () => {
  it('lists no /api route without a schema', () => {
    expect(routesWithoutSchema(server.app)).toEqual([]);
  });
});
