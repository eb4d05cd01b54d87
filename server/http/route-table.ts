import type { FastifyInstance } from 'fastify';

/**
 * The /api routes a server registered, as Fastify reports them (onRoute): method, URL pattern
 * (`/api/products/:id`) and whether the route has a JSON Schema. The fuzz test walks this table, so a new resource
 * is covered without listing it anywhere; schema-coverage.ts reads it too.
 */
export interface RouteEntry {
  method: string;
  url: string;
  hasSchema: boolean;
}

const tables = new WeakMap<FastifyInstance, RouteEntry[]>();

export function trackRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  tables.set(app, table);
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api')) return;
    const schema = route.schema as Record<string, unknown> | undefined;
    const hasSchema = !!schema && Object.keys(schema).length > 0;
    for (const method of [route.method].flat()) table.push({ method, url: route.url, hasSchema });
  });
}

export function apiRoutes(app: FastifyInstance): RouteEntry[] {
  return [...(tables.get(app) ?? [])];
}
