import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import { SearchRequestSchema } from '../../../model/api/schemas/common.js';
import { ErrorEnvelope } from '../schemas.js';

/**
 * Schemas many routes name, registered once so the description lists each once under components.schemas and
 * operations refer to it. Resource entities add themselves the same way (server/resources/core/route-docs.ts).
 */
const SHARED = { ErrorEnvelope, SearchRequest: SearchRequestSchema } as const;

export function registerSharedSchemas(app: FastifyInstance): void {
  for (const [id, schema] of Object.entries(SHARED)) app.addSchema({ ...schema, $id: id });
}

/** An answer without a body (204, HEAD, 304). */
export const NO_BODY = Type.Null({ description: 'No body' });

/** A success answer that is no JSON (a CSV file, a picture); errors stay JSON. */
export const fileAnswer = (mediaType: string, description: string): TSchema =>
  Type.Unsafe({ description, content: { [mediaType]: { schema: { type: 'string' } } } });

/** A reference to a schema registered with addSchema (shared here, or an entity of route-docs). */
export const schemaRef = (id: string, options: { description?: string } = {}): TSchema => Type.Unsafe({ $ref: `${id}#`, ...options });
export const sharedRef = (id: keyof typeof SHARED, options: { description?: string } = {}) => schemaRef(id, options);
