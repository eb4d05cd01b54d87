import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from './errors.js';

/**
 * Errors Fastify's router raises before any route runs (a path it cannot decode, a path parameter longer than
 * the router keeps), answered in the error envelope like every other error.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  const answer = tooLong
    ? new ApiError(414, 'URI_TOO_LONG', 'A part of the path is too long', [{ field: 'path', message: 'is too long' }])
    : new ApiError(error.statusCode ?? 400, 'BAD_URL', 'The path cannot be decoded', [{ field: 'path', message: 'is not valid percent-encoding' }]);
  void reply.code(answer.status).send(answer.toJSON());
}
