/**
 * Prices are integer minor units (cents, or whatever the currency's minor unit is: JPY has none, KWD three
 * digits; `currencyDigits` in runtime/format). People see and type them the German way: no
 * prefix, a currency-sign suffix, a dot between thousands, a decimal comma, no negatives, as many decimals as
 * the currency has (two unless told otherwise).
 */
export type PriceError = 'invalidPrice' | 'negativePrice' | 'priceDecimals' | 'priceNoDecimals' | 'priceDecimalsOf';
export type ParsedPrice = { ok: true; cents: number | undefined } | { ok: false; error: PriceError };

/** 123456 → '1.234,56'; with 0 digits 1500 → '1.500', with 3 digits 12345 → '12,345'. */
export function formatPrice(cents: number, digits = 2): string {
  const negative = cents < 0;
  const unit = 10 ** digits;
  const whole = Math.floor(Math.abs(cents) / unit);
  const fraction = digits > 0 ? `,${String(Math.abs(Math.round(cents)) % unit).padStart(digits, '0')}` : '';
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped}${fraction}`;
}

/** Which message says "too many decimals" for a currency with `digits` decimals. */
const tooManyDecimals = (digits: number): PriceError => (digits === 2 ? 'priceDecimals' : digits === 0 ? 'priceNoDecimals' : 'priceDecimalsOf');

/**
 * '1.234,5' → 123450. Dots are only ever thousands separators (so '1.5' is 15 euro, as a German reader means
 * it); an empty text is no value (spec: empty values are treated as undefined).
 */
export function parsePrice(text: string, digits = 2): ParsedPrice {
  const trimmed = text.replace(/€/g, '').replace(/\s/g, '');
  if (trimmed === '') return { ok: true, cents: undefined };
  if (trimmed.startsWith('-')) return { ok: false, error: 'negativePrice' };
  const match = /^(\d[\d.]*)?(?:,(\d*))?$/.exec(trimmed);
  if (!match || (match[1] === undefined && !match[2])) return { ok: false, error: 'invalidPrice' };
  const whole = (match[1] ?? '0').replace(/\./g, '');
  const decimals = match[2] ?? '';
  if (decimals.length > digits) return { ok: false, error: tooManyDecimals(digits) };
  return { ok: true, cents: Number(whole) * 10 ** digits + Number(decimals.padEnd(digits, '0') || '0') };
}
