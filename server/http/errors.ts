/**
 * The error envelope: {"error": {"code", "message", "details"}}. Every failure the API reports is an ApiError;
 * anything else becomes a 500 without a stack trace (see errorHandler in app.ts).
 */
export interface ErrorDetail {
  /** The offending field as a dotted path (`prices.0.value`), or a query/header name. */
  field?: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: ErrorDetail[] = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }

  toJSON() {
    return { error: { code: this.code, message: this.message, details: this.details } };
  }
}

export const badRequest = (message: string, details: ErrorDetail[] = []) =>
  new ApiError(400, 'BAD_REQUEST', message, details);
/** A 400 naming one field: `invalidField('amount', 'must be greater than 0')`. */
export const invalidField = (field: string, message: string) =>
  new ApiError(400, 'VALIDATION_FAILED', `${field}: ${message}`, [{ field, message }]);
export const unauthorized = (message = 'Authentication required') => new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Permission denied') => new ApiError(403, 'FORBIDDEN', message);
export const notFound = (message = 'Not found') => new ApiError(404, 'NOT_FOUND', message);
export const conflict = (message: string, details: ErrorDetail[] = []) =>
  new ApiError(409, 'CONFLICT', message, details);
export const tooManyRequests = (message = 'Too many requests') => new ApiError(429, 'TOO_MANY_REQUESTS', message);
