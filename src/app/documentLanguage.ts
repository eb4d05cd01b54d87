import type { i18n as I18n } from 'i18next';
import { configureApi } from '../../runtime/api/http';
import { intlLocale } from '../../runtime/i18n';

/**
 * Keeps `<html lang>` (screen readers, hyphenation, spell checking) and the API's Accept-Language in step with
 * the chosen interface language, now and on every switch.
 */
export function followLanguage(i18n: I18n): void {
  const apply = (language: string) => {
    document.documentElement.lang = intlLocale(language);
    configureApi({ language });
  };
  apply(i18n.language);
  i18n.on('languageChanged', apply);
}
