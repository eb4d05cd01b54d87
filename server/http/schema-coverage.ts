import type { FastifyInstance } from 'fastify';

/**
 * DESIGN.md: JSON Schema validation on every route. Records each /api route registered without a schema so a
 * test (server/http/schema-coverage.api.test.ts) can name it; registration itself stays lenient.
 */
const missing = new WeakMap<FastifyInstance, string[]>();
const all = new WeakMap<FastifyInstance, string[]>();

export function trackSchemaCoverage(app: FastifyInstance): void {
  const list: string[] = [];
  const routes: string[] = [];
  missing.set(app, list);
  all.set(app, routes);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const methods = Array.isArray(route.method) ? route.method.join(',') : route.method;
    routes.push(`${methods} ${route.url}`);
    const schema = route.schema as Record<string, unknown> | undefined;
    if (!schema || Object.keys(schema).length === 0) list.push(`${methods} ${route.url}`);
  });
}

/** "METHOD /api/path" of every /api route (HEAD routes Fastify adds for GET routes included). */
export function apiRoutes(app: FastifyInstance): string[] {
  return [...(all.get(app) ?? [])];
}

/** "METHOD /api/path" of each /api route that has no schema. */
export function routesWithoutSchema(app: FastifyInstance): string[] {
  return [...(missing.get(app) ?? [])];
}
