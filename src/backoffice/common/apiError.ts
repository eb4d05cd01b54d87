import { ApiRequestError } from '../../../runtime/api/http';

/**
 * What a failed call means for a form: the message per field the server named (400 details), and whether it was a
 * version conflict (409, somebody saved in between) or a missing permission (403).
 */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const result: Record<string, string> = {};
  for (const detail of error.details ?? []) if (detail.field) result[detail.field] ??= detail.message;
  return result;
}

export const isStatus = (error: unknown, status: number) => error instanceof ApiRequestError && error.status === status;
