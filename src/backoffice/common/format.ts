import { intlLocale } from '../../../runtime/i18n';

/** Dates and money in the interface language (de_de → 23.05.2025, 14:03 and 1.234,56 €). */
export function formatDateTime(epochMs: number | null | undefined, language?: string): string {
  if (typeof epochMs !== 'number') return '';
  return new Intl.DateTimeFormat(intlLocale(language), { dateStyle: 'medium', timeStyle: 'short' }).format(epochMs);
}

/** Minor units (spec 000 section 3: divided by 100 for display) in the currency of their price zone. */
export function formatMoney(minorUnits: number, currency: string | undefined, language?: string): string {
  const locale = intlLocale(language);
  if (!currency || !isCurrencyCode(currency)) {
    return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(minorUnits / 100);
  }
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minorUnits / 100);
}

/** The sign of a currency as the language writes it (EUR → €, CHF → CHF). */
export function currencySymbol(currency: string, language?: string): string {
  if (!isCurrencyCode(currency)) return currency;
  const parts = new Intl.NumberFormat(intlLocale(language), { style: 'currency', currency }).formatToParts(0);
  return parts.find((p) => p.type === 'currency')?.value ?? currency;
}

let known: Set<string> | null = null;

/** An ISO 4217 code this browser knows (EUR, CHF, USD, ...); three capitals where it cannot list them. */
export function isCurrencyCode(code: string): boolean {
  if (!/^[A-Z]{3}$/.test(code)) return false;
  if (!known) {
    const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
    known = new Set(supported ? supported('currency') : []);
  }
  return known.size === 0 || known.has(code);
}
