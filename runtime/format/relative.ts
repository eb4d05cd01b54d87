import { intlLocale } from '../i18n';

/** The largest unit that fits, with its length in seconds: "vor 3 Tagen" rather than "vor 259.200 Sekunden". */
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long ago (or how far ahead) a moment is, in words of the language: 'vor 5 Minuten', 'gestern',
 * 'in 2 Stunden', 'jetzt'. `now` is a parameter so a screen can pass one clock to all its rows.
 */
export function formatRelativeTime(value: number | Date, now: number | Date = Date.now(), language?: string): string {
  const seconds = Math.round((Number(value) - Number(now)) / 1000);
  const [unit, length] = UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? UNITS[UNITS.length - 1];
  return new Intl.RelativeTimeFormat(intlLocale(language), { numeric: 'auto' }).format(Math.round(seconds / length), unit);
}
