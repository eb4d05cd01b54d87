/** A percentage is stored as a fraction (0.155) and shown as value x 100 (15.5). */
export const PERCENT_FACTOR = 100;

/** Rounded to 10 decimals so 0.155 shows as 15.5, not 15.500000000000002. */
const tidy = (value: number) => Math.round(value * 1e10) / 1e10;

export function fractionToPercent(fraction: number): number {
  return tidy(fraction * PERCENT_FACTOR);
}

export function percentToFraction(percent: number): number {
  return tidy(percent / PERCENT_FACTOR);
}
