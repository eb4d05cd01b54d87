const DECIMAL_POINT = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;
const DECIMAL_COMMA = /^[+-]?\d+,\d+$/;

/** A number, or a text that is one ('12.5', German '12,5'); anything else is no number (undefined). */
export function toNumberText(value: unknown): string | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (DECIMAL_POINT.test(text)) return text;
  if (DECIMAL_COMMA.test(text)) return text.replace(',', '.');
  return undefined;
}
