import type { TFunction } from 'i18next';
import { ApiRequestError } from '../../runtime/api/http';

/**
 * The server's reason for a failed login, in the chosen language. The server's own message is English, so the
 * status decides the text: 401 wrong e-mail or password, 429 too many attempts, 400 unusable input or an
 * ambiguous tenant.
 */
export function loginErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 401) return t('login.errors.invalidCredentials');
    if (error.status === 429) return t('login.errors.tooManyAttempts');
    // the e-mail has accounts in several tenants: only the application's own address (its tenant) decides
    if (error.code === 'TENANT_REQUIRED') return t('login.errors.tenantRequired');
    if (error.status === 400) return t('login.errors.invalidInput');
    return t('login.errors.unexpected', { status: error.status });
  }
  return t('login.errors.network');
}
