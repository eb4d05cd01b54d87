/**
 * Prices are integer minor units (cents). People see and type them the German way (spec 001 section 5): no
 * prefix, a euro-sign suffix, a dot between thousands, a decimal comma, no negatives, two decimals.
 */
export type ParsedPrice = { ok: true; cents: number | undefined } | { ok: false; error: 'invalidPrice' | 'negativePrice' | 'priceDecimals' };

/** 123456 → '1.234,56'. */
export function formatPrice(cents: number): string {
  const negative = cents < 0;
  const whole = Math.floor(Math.abs(cents) / 100);
  const fraction = String(Math.abs(Math.round(cents)) % 100).padStart(2, '0');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${grouped},${fraction}`;
}

/**
 * '1.234,5' → 123450. Dots are only ever thousands separators (so '1.5' is 15 euro, as a German reader means
 * it); an empty text is no value (spec: empty values are treated as undefined).
 */
export function parsePrice(text: string): ParsedPrice {
  const trimmed = text.replace(/€/g, '').replace(/\s/g, '');
  if (trimmed === '') return { ok: true, cents: undefined };
  if (trimmed.startsWith('-')) return { ok: false, error: 'negativePrice' };
  const match = /^(\d[\d.]*)?(?:,(\d*))?$/.exec(trimmed);
  if (!match || (match[1] === undefined && !match[2])) return { ok: false, error: 'invalidPrice' };
  const whole = (match[1] ?? '0').replace(/\./g, '');
  const decimals = match[2] ?? '';
  if (decimals.length > 2) return { ok: false, error: 'priceDecimals' };
  return { ok: true, cents: Number(whole) * 100 + Number(decimals.padEnd(2, '0')) };
}
