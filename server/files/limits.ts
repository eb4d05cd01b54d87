import { ApiError, invalidField } from '../http/errors.js';

/**
 * The upload checks of the file store (docs/files.md), shared by the upload route and by server code that stores
 * files (avatars): the type against the allowed list (415), the size against the limit (413), the file name.
 */
export interface FileLimits {
  maxBytes: number;
  /** Media types; `image/*` allows every subtype. */
  allowedTypes: string[];
}

/** The media type of a Content-Type header without parameters, in lower case: `image/png; x=y` → `image/png`. */
export const mediaTypeOf = (contentType: string | undefined): string => (contentType ?? '').split(';')[0].trim().toLowerCase();

export function typeAllowed(limits: FileLimits, mediaType: string): boolean {
  return limits.allowedTypes.some((allowed) => allowed.endsWith('*')
    ? mediaType.startsWith(allowed.slice(0, -1)) && mediaType.length > allowed.length - 1
    : allowed === mediaType);
}

export function assertTypeAllowed(limits: FileLimits, mediaType: string): void {
  if (!typeAllowed(limits, mediaType)) {
    throw new ApiError(415, 'UNSUPPORTED_FILE_TYPE', `Files of type ${mediaType || '(none)'} are not accepted`, [
      { field: 'Content-Type', message: `must be one of ${limits.allowedTypes.join(', ')}` },
    ]);
  }
}

export function fileTooLarge(limits: FileLimits): ApiError {
  return new ApiError(413, 'FILE_TOO_LARGE', `Files may have at most ${limits.maxBytes} bytes`, [
    { field: 'body', message: `must be at most ${limits.maxBytes} bytes` },
  ]);
}

export function assertSizeAllowed(limits: FileLimits, size: number): void {
  if (size > limits.maxBytes) throw fileTooLarge(limits);
  if (size === 0) throw invalidField('body', 'must not be empty');
}

// Control characters, path separators: a name is shown and offered as a download name, never a path.
// eslint-disable-next-line no-control-regex
const UNSAFE_NAME = /[\u0000-\u001f\u007f/\\]/;

/** A file name is a plain name: 1 to 255 characters, no path separators or control characters, not `.` or `..`. */
export function assertFileName(name: unknown, field = 'name'): string {
  if (typeof name !== 'string' || name.trim() === '') throw invalidField(field, 'is required');
  if (name.length > 255) throw invalidField(field, 'must have at most 255 characters');
  if (UNSAFE_NAME.test(name) || name === '.' || name === '..') throw invalidField(field, 'must be a plain file name without path separators or control characters');
  return name;
}
