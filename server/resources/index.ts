import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.js';
import type { ServerConfig } from '../config.js';

export interface ResourceDeps {
  db: Database;
  config: ServerConfig;
}

/** Registers every resource route of the API (the generic resource set and the special calls). */
export async function registerResources(_app: FastifyInstance, _deps: ResourceDeps): Promise<void> {
  // filled in by the resource API (server/resources/…)
}
