import type { FastifyInstance } from 'fastify';
import { apiRoutes } from './route-table.js';

/**
 * JSON Schema validation on every route (docs/api.md). Names each /api route registered without a schema (from the
 * route table) so a test (server/http/schema-coverage.api.test.ts) can list it; registration itself stays lenient.
 */
export function routesWithoutSchema(app: FastifyInstance): string[] {
  return apiRoutes(app).filter((route) => !route.hasSchema).map((route) => `${route.method} ${route.url}`);
}
