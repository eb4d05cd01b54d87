import { intlLocale } from '../i18n';
import { currencyDigits, isCurrencyCode } from './minorUnits';

export { currencyDigits, isCurrencyCode };

/**
 * Money for people. Amounts are integer minor units of their currency, and a currency has as many minor-unit
 * digits as ISO 4217 gives it (EUR 2: 123456 → 1.234,56 €; JPY 0: 1500 → 1.500 ¥; KWD 3: 12345 → 12,345 KWD).
 * Both the published applications and the back-office format money here, so one amount reads the same in both.
 */

/**
 * Minor units in their currency ('1.234,56 €'). Without a currency (a price zone not loaded yet) the amount is
 * shown with two decimals and no sign; a code the browser does not know follows the amount as it is written
 * ('5,00 XYZ'), rather than showing the amount in a currency it is not.
 */
export function formatCurrency(minorUnits: number, currency: string | null | undefined, language?: string): string {
  const locale = intlLocale(language);
  const digits = currencyDigits(currency);
  const value = minorUnits / 10 ** digits;
  if (!currency || !isCurrencyCode(currency)) {
    const amount = new Intl.NumberFormat(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
    return currency?.trim() ? `${amount} ${currency.trim()}` : amount;
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(value);
}

/** The sign of a currency as the language writes it (EUR → €, CHF → CHF). */
export function currencySymbol(currency: string, language?: string): string {
  if (!isCurrencyCode(currency)) return currency;
  const parts = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}
