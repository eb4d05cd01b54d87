import type { TSchema } from '@sinclair/typebox';

/**
 * What a route tells the API description (GET /api/openapi.json) beyond its validation schema, in its
 * `config.openapi`. Documentation only: `body` and `responses` here never validate or serialise anything, so a
 * route keeps its loose body check and its answers stay exactly what the handler returns (a response schema in
 * `schema.response` would make Fastify drop every property the schema does not name).
 */
export interface RouteDocs {
  /** One line naming what the call does. */
  summary?: string;
  /** The body the call really accepts, where the route validates a looser one and checks the rest itself. */
  body?: TSchema;
  /** Request headers the call reads (If-Match, If-None-Match). */
  headers?: TSchema;
  /** Answer per status; a TypeBox `Type.Null()` documents an answer without a body. */
  responses?: Record<string, TSchema>;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    openapi?: RouteDocs;
  }
}
