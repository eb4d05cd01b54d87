import { intlLocale } from '../i18n';

/**
 * Numbers, money and dates for people: German by default (decimal comma, dot grouping, dd.MM.yyyy), following
 * the chosen language otherwise. `language` is a bundle code (de_de, en_us, ...); default the current one.
 */

/**
 * Formatters are made once per locale and options and then reused: making an Intl formatter costs far more than
 * formatting with it, and a data table formats hundreds of cells per draw.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(locale, options)));
  return format;
}

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) dateFormats.set(key, (format = new Intl.DateTimeFormat(locale, options)));
  return format;
}

/** Grouping, and one decimal if the number is fractional. */
export function formatNumber(value: number, options: { language?: string; maximumFractionDigits?: number } = {}): string {
  return numberFormat(intlLocale(options.language), { maximumFractionDigits: options.maximumFractionDigits ?? 1, useGrouping: true }).format(value);
}

/** A share (0.25) as percent ('25 %' in German). */
export function formatPercent(fraction: number, language?: string): string {
  return numberFormat(intlLocale(language), { style: 'percent', maximumFractionDigits: 1 }).format(fraction);
}

const toDate = (value: number | Date) => (value instanceof Date ? value : new Date(value));

/** Day, month and year in the language's order with two-digit day and month ('05.03.2024' in German). */
export function formatDate(value: number | Date, language?: string): string {
  return dateFormat(intlLocale(language), { day: '2-digit', month: '2-digit', year: 'numeric' }).format(toDate(value));
}

/** Hours and minutes ('08:00' in German, '08:00 AM' in American English). */
export function formatTime(value: number | Date, language?: string): string {
  return dateFormat(intlLocale(language), { hour: '2-digit', minute: '2-digit' }).format(toDate(value));
}

/** Date and time ('05.03.2024 08:07' in German); nothing for a moment that is not there (never used, not set). */
export function formatDateTime(value: number | Date | null | undefined, language?: string): string {
  if (value === null || value === undefined) return '';
  return `${formatDate(value, language)} ${formatTime(value, language)}`;
}

/** The short weekday ('Mo' in German, 'Mon' in American English). */
export function formatWeekday(value: number | Date, language?: string): string {
  return dateFormat(intlLocale(language), { weekday: 'short' }).format(toDate(value));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The fixed pattern dd.MM.yyyy of the spec (e.g. the KW label), in local time, whatever the language. */
export function formatDdMmYyyy(value: number | Date): string {
  const date = toDate(value);
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()}`;
}

/** The fixed pattern HH:mm (24 hours), in local time. */
export function formatHHmm(value: number | Date): string {
  const date = toDate(value);
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
