import { describe, expect, test } from 'vitest';
import { parseCommaList, formatCommaList } from './commaList';
import { dateBounds, fromDateInput, isHHmm, toDateInput, toDateTimeInput } from './dateTime';
import { fractionToPercent, percentToFraction } from './percentage';
import { formatPrice, parsePrice } from './price';
import { parseTime } from './timeOfDay';
import { parseDuration } from './duration';
import { durationInWords } from './durationWords';

describe('price', () => {
  test('shows cents with thousands dot and decimal comma', () => {
    expect(formatPrice(0)).toBe('0,00');
    expect(formatPrice(5)).toBe('0,05');
    expect(formatPrice(123456)).toBe('1.234,56');
    expect(formatPrice(123456789)).toBe('1.234.567,89');
  });

  test('reads German prices into cents', () => {
    expect(parsePrice('1.234,56')).toEqual({ ok: true, cents: 123456 });
    expect(parsePrice('1234,5')).toEqual({ ok: true, cents: 123450 });
    expect(parsePrice('12')).toEqual({ ok: true, cents: 1200 });
    expect(parsePrice(',99')).toEqual({ ok: true, cents: 99 });
    expect(parsePrice(' 7,00 € ')).toEqual({ ok: true, cents: 700 });
  });

  test('empty is no value; negatives, letters and a third decimal are refused', () => {
    expect(parsePrice('  ')).toEqual({ ok: true, cents: undefined });
    expect(parsePrice('-1,00')).toEqual({ ok: false, error: 'negativePrice' });
    expect(parsePrice('abc')).toEqual({ ok: false, error: 'invalidPrice' });
    expect(parsePrice('1,234')).toEqual({ ok: false, error: 'priceDecimals' });
  });

  test('follows the currency’s number of decimals (JPY 0, KWD 3)', () => {
    expect(formatPrice(1500, 0)).toBe('1.500');
    expect(formatPrice(12345, 3)).toBe('12,345');
    expect(parsePrice('1.500', 0)).toEqual({ ok: true, cents: 1500 });
    expect(parsePrice('1,5', 0)).toEqual({ ok: false, error: 'priceNoDecimals' });
    expect(parsePrice('12,345', 3)).toEqual({ ok: true, cents: 12345 });
    expect(parsePrice('12,3', 3)).toEqual({ ok: true, cents: 12300 });
    expect(parsePrice('1,2345', 3)).toEqual({ ok: false, error: 'priceDecimalsOf' });
  });
});

describe('percentage', () => {
  test('a fraction shows as value x 100 and back, without float noise', () => {
    expect(fractionToPercent(0.155)).toBe(15.5);
    expect(fractionToPercent(0.07)).toBe(7);
    expect(percentToFraction(15.5)).toBe(0.155);
    expect(percentToFraction(7)).toBe(0.07);
  });
});

describe('comma-separated list', () => {
  test('splits, trims and drops empties; empty gives no value', () => {
    expect(parseCommaList(' a, b ,,c , ')).toEqual(['a', 'b', 'c']);
    expect(parseCommaList('')).toBeUndefined();
    expect(parseCommaList(' , ,')).toBeUndefined();
    expect(formatCommaList(['a', 'b'])).toBe('a, b');
    expect(formatCommaList(undefined)).toBe('');
  });
});

describe('dates and times', () => {
  test('HH:mm', () => {
    expect(isHHmm('08:00')).toBe(true);
    expect(isHHmm('23:59')).toBe(true);
    expect(isHHmm('24:00')).toBe(false);
    expect(isHHmm('8:00')).toBe(false);
  });

  test('epoch milliseconds to local input text and back', () => {
    const epoch = new Date(2024, 2, 5, 14, 30).getTime();
    expect(toDateInput(epoch)).toBe('2024-03-05');
    expect(toDateTimeInput(epoch)).toBe('2024-03-05T14:30');
    expect(fromDateInput('2024-03-05T14:30')).toBe(epoch);
    expect(fromDateInput('2024-03-05', '14:30')).toBe(epoch);
    expect(fromDateInput('2024-03-05')).toBe(new Date(2024, 2, 5).getTime());
    expect(fromDateInput('')).toBeUndefined();
  });

  test('future-only and past-only dates are bounded by today', () => {
    const now = new Date(2024, 2, 5, 10);
    expect(dateBounds({ onlyDateInFuture: true }, now)).toEqual({ min: '2024-03-05', max: undefined });
    expect(dateBounds({ onlyDateInPast: true }, now)).toEqual({ min: undefined, max: '2024-03-05' });
    expect(dateBounds({}, now)).toEqual({ min: undefined, max: undefined });
  });
});

describe('times of day', () => {
  test('reads quick typing into HH:mm and refuses what is no time', () => {
    expect(parseTime('930')).toEqual({ ok: true, time: '09:30' });
    expect(parseTime('9')).toEqual({ ok: true, time: '09:00' });
    expect(parseTime('9h05')).toEqual({ ok: true, time: '09:05' });
    expect(parseTime('')).toEqual({ ok: true, time: undefined });
    expect(parseTime('24:00')).toEqual({ ok: false });
    expect(parseTime('9:75')).toEqual({ ok: false });
    expect(parseTime('2:30 PM')).toEqual({ ok: false });
  });
});

describe('durations', () => {
  test('reads H:mm, minutes, and hours or minutes with a unit into minutes', () => {
    const minutes = (text: string) => parseDuration(text);
    expect(minutes('1:30')).toEqual({ ok: true, minutes: 90 });
    expect(minutes('90')).toEqual({ ok: true, minutes: 90 });
    expect(minutes('1h30')).toEqual({ ok: true, minutes: 90 });
    expect(minutes('1 h 30 min')).toEqual({ ok: true, minutes: 90 });
    expect(minutes('2h')).toEqual({ ok: true, minutes: 120 });
    expect(minutes('45 min')).toEqual({ ok: true, minutes: 45 });
    expect(minutes('1:75')).toEqual({ ok: false });
    expect(minutes('1h75')).toEqual({ ok: false });
  });

  test('says a duration in words in each UI language, German by default', () => {
    expect(durationInWords(135, 'fr_fr')).toBe('2 heures 15 minutes');
    expect(durationInWords(1, 'en_us')).toBe('1 minute');
    expect(durationInWords(60, undefined)).toBe('1 Stunde');
  });
});
