import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../api/http';

/**
 * The text for a failed account call. A wrong login never says which of e-mail and password was wrong (the
 * server does not tell either); too many attempts and unreachable servers get their own text.
 */
export function accountErrorText(t: TFunction, error: unknown, wrong = 'auth.errors.invalidLogin'): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return t(wrong);
    if (error.status === 429) return t('auth.errors.tooMany');
    if (error.status === 400) return t('auth.errors.invalidInput');
  }
  return t('auth.errors.unavailable');
}
