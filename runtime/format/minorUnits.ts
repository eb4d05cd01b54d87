/**
 * Which currencies exist and how many digits their minor unit has, without anything of the interface (the
 * server's CSV export uses it too).
 */

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

/** How many digits the currency's minor unit has (EUR 2, JPY 0, KWD 3); 2 for a missing or unknown code. */
export function currencyDigits(currency: string | null | undefined): number {
  if (!currency || !isCurrencyCode(currency)) return 2;
  return new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
}
