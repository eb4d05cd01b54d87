import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ApiError, type ErrorDetail } from './errors.js';
import { loggableError } from './loggable-error.js';

/**
 * Maps every failure to the error envelope. Client errors keep their status (validation 400 naming the field, invalid
 * JSON 400, 413, 415, 429, ...); anything unexpected becomes a 500 with a generic message. A stack trace never leaves
 * the server; it goes to the log.
 */
const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  411: 'LENGTH_REQUIRED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  431: 'HEADERS_TOO_LARGE',
};

interface AjvError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** `/prices/0/value` → `prices.0.value`; a missing or unknown property adds its own name. */
function fieldOf(error: AjvError): string {
  const parts = (error.instancePath ?? '').split('/').filter(Boolean);
  const extra = error.params?.missingProperty ?? error.params?.additionalProperty;
  if (typeof extra === 'string') parts.push(extra);
  return parts.join('.');
}

function messageOf(error: AjvError): string {
  if (error.keyword === 'additionalProperties') return 'is not a field here (unknown fields are refused)';
  return error.message ?? 'is invalid';
}

export function validationError(errors: AjvError[], context: string | undefined): ApiError {
  const details: ErrorDetail[] = errors.map((e) => ({ field: fieldOf(e) || context || 'body', message: messageOf(e) }));
  const message = details.map((d) => `${d.field}: ${d.message}`).join('; ');
  return new ApiError(400, 'VALIDATION_FAILED', `Invalid ${context ?? 'request'}: ${message}`, details);
}

export function toApiError(error: FastifyError | ApiError | Error): ApiError {
  if (error instanceof ApiError) return error;
  const fastifyError = error as FastifyError;
  if (fastifyError.validation) return validationError(fastifyError.validation as AjvError[], fastifyError.validationContext);
  if (fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY') return new ApiError(400, 'INVALID_JSON', 'The body is not valid JSON');
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    // Fastify's and its plugins' own client errors: their messages describe the request, never the server.
    return new ApiError(status, CODES[status] ?? 'BAD_REQUEST', fastifyError.message);
  }
  return new ApiError(500, 'INTERNAL_ERROR', 'Internal server error');
}

export function errorHandler(error: FastifyError | Error, request: FastifyRequest, reply: FastifyReply): void {
  const apiError = toApiError(error);
  if (apiError.status >= 500) request.log.error({ err: loggableError(error) }, 'request failed');
  const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
  if (apiError.status === 429 && retryAfter !== undefined) reply.header('Retry-After', String(retryAfter));
  reply.status(apiError.status).type('application/json; charset=utf-8').send(apiError.toJSON());
}
