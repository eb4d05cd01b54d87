/**
 * Times of day as typed text: 'HH:mm' is stored and shown (24 hours in every language, so a time reads the same
 * in an English browser as in a German one). Typing may be quicker: '0930', '930', '9' (hours), '9:30', '9.30',
 * '9h30', or '08:30:00' pasted with seconds. date-fns parses the normalised text, so '25:00' or '9:75' is no time.
 */
import { addHours, addMinutes, format, isValid, parse } from 'date-fns';

const DAY = new Date(2000, 0, 1);

export type ParsedTime = { ok: true; time: string | undefined } | { ok: false };

/** The typed text as 'H:mm', before date-fns checks it. */
function normalise(text: string): string | undefined {
  const digits = /^(\d{1,4})$/.exec(text);
  if (digits) {
    const d = digits[1];
    return d.length <= 2 ? `${d}:00` : `${d.slice(0, -2)}:${d.slice(-2)}`;
  }
  const parts = /^(\d{1,2})\s*[:.h]\s*(\d{1,2})(?::\d{2})?$/.exec(text);
  return parts ? `${parts[1]}:${parts[2].padStart(2, '0')}` : undefined;
}

export function parseTime(text: string): ParsedTime {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, time: undefined };
  const normal = normalise(trimmed);
  if (normal === undefined) return { ok: false };
  const date = parse(normal, 'H:mm', DAY);
  return isValid(date) ? { ok: true, time: format(date, 'HH:mm') } : { ok: false };
}

/**
 * 'HH:mm' moved by whole hours or minutes, round the clock (23:59 + 1 minute is 00:00); an empty value starts
 * at midnight.
 */
export function shiftTime(time: string | undefined, unit: 'hours' | 'minutes', amount: number): string {
  const start = time ? parse(time, 'HH:mm', DAY) : DAY;
  const from = isValid(start) ? start : DAY;
  return format(unit === 'hours' ? addHours(from, amount) : addMinutes(from, amount), 'HH:mm');
}
