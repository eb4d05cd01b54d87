import type { FastifyRequest } from 'fastify';

/** The first value of a request header, trimmed; null when absent or blank. */
export function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first && first.trim() ? first.trim() : null;
}

/** The token of an `Authorization: Bearer <token>` header, or null. */
export function bearerToken(request: FastifyRequest): string | null {
  const value = headerValue(request, 'authorization');
  const match = value ? /^Bearer\s+(\S+)$/i.exec(value) : null;
  return match ? match[1] : null;
}
