import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';

/** Longer than any path parameter may be, so a too long id reaches its schema and gets a 400 naming it. */
export const MAX_PATH_PARAM_LENGTH = 500;

/** A path part longer than the router keeps: 414 naming the path. */
export function uriTooLong(): ApiError {
  return new ApiError(414, 'URI_TOO_LONG', 'A part of the path is too long', [{ field: 'path', message: 'is too long' }]);
}

/**
 * The same answer when the router passed such a path on to the static files' catch-all route, which ends in the
 * not-found handler (not-found.ts) instead of the router's error.
 */
export function hasTooLongPart(url: string): boolean {
  return url.split('?')[0].split('/').some((part) => part.length > MAX_PATH_PARAM_LENGTH);
}

/**
 * Errors Fastify's router raises before any route runs (a path it cannot decode, a path parameter longer than
 * the router keeps), answered in the error envelope like every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const answer = tooLong
    ? uriTooLong()
    : new ApiError(error.statusCode ?? 400, 'BAD_URL', 'The path cannot be decoded', [{ field: 'path', message: 'is not valid percent-encoding' }]);
  void reply.code(answer.status).send(answer.toJSON());
}
