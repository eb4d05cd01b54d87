import { Type, type Static } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import { responses, TranslateQuery } from './schemas.js';
import { productRelease } from '../release.js';

const RuntimeConfig = Type.Object({
  analyticsKey: Type.Optional(Type.String()),
  loggingKey: Type.Optional(Type.String()),
  apiUrl: Type.Optional(Type.String()),
  /** The Google Maps key; the GoogleMaps widget loads the Maps script only when it is present. */
  mapsApiKey: Type.Optional(Type.String()),
  /** Microsoft 365 sign-in and Graph, only when MS365_CLIENT_ID is set (the Microsoft365Files widget). */
  microsoft365: Type.Optional(Type.Object({ clientId: Type.String(), authority: Type.String(), graphUrl: Type.String() })),
  /** Sent with crash reports; present only with remote logging. */
  release: Type.Optional(Type.String()),
});

/**
 * What the browser needs before anything else (README.md, Configuration). Analytics and remote logging start only
 * when their key is present, and so do Google Maps and Microsoft 365; apiUrl absent means same origin, /api. A
 * server-rendered published page carries the same object in its HTML (published-html.ts).
 */
export function runtimeConfigOf(config: ServerConfig): Static<typeof RuntimeConfig> {
  return {
    ...(config.analyticsKey ? { analyticsKey: config.analyticsKey } : {}),
    ...(config.loggingKey ? { loggingKey: config.loggingKey, release: productRelease() } : {}),
    ...(config.apiUrl ? { apiUrl: config.apiUrl } : {}),
    ...(config.mapsApiKey ? { mapsApiKey: config.mapsApiKey } : {}),
    ...(config.microsoft365 ? { microsoft365: config.microsoft365 } : {}),
  };
}

/** GET /api/runtime-config: `runtimeConfigOf`. */
export function registerRuntimeConfigRoute(app: FastifyInstance, config: ServerConfig): void {
  app.get('/api/runtime-config', {
    config: { access: { public: true, tenantOptional: true } },
    schema: { querystring: TranslateQuery, response: responses(RuntimeConfig) },
  }, async () => runtimeConfigOf(config));
}
