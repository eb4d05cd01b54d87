import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../api/http';

/**
 * The visitor's text for a failed mailing call: a link that does not work (any more), a refused field (address,
 * confirmation page, list), too many requests, or the server out of reach. The server's own message is English for developers and never shown.
 */
export function mailingErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiRequestError) {
    const field = error.details[0]?.field;
    if (error.status === 400 && field === 'token') return t('optin:errors.invalidToken');
    if (error.status === 400 && field === 'email') return t('optin:errors.invalidEmail');
    // The links may only lead to the tenant's application domains (docs/api.md, Opt-ins): a preview is refused.
    if (error.status === 400 && field === 'redirectUrl') return t('optin:errors.wrongPage');
    if (error.status === 400 && field === 'mailingListId') return t('optin:errors.unknownList');
    if (error.status === 400) return t('optin:errors.invalidRequest');
    if (error.status === 429) return t('optin:errors.tooMany');
  }
  return t('optin:errors.unavailable');
}
