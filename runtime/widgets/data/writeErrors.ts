import { ApiRequestError } from '../../api/http';

/**
 * A refused write as the form shows it: the API's messages by field (the first segment of a dotted path, where
 * the form's field is; `place.city` shows at `place`) and whatever is not about one field as a general message.
 */
export interface WriteErrors {
  fields: Record<string, string>;
  general?: string;
}

export function writeErrors(error: unknown, fallback: string): WriteErrors {
  if (!(error instanceof ApiRequestError)) return { fields: {}, general: error instanceof Error ? error.message : fallback };
  const fields: Record<string, string> = {};
  for (const detail of error.details) {
    const field = detail.field?.split('.')[0];
    if (field && !fields[field]) fields[field] = detail.message;
  }
  return { fields, general: Object.keys(fields).length > 0 ? undefined : error.message || fallback };
}
