/**
 * Dates are epoch milliseconds, times are 'HH:mm'. The inputs speak the browser's local 'yyyy-MM-dd' /
 * 'yyyy-MM-ddTHH:mm' / 'HH:mm'; these functions convert in local time.
 */
const pad = (n: number) => String(n).padStart(2, '0');

export const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isHHmm(text: string): boolean {
  return HH_MM.test(text);
}

export function toHHmm(date: Date): string {
  return `${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** epoch ms → 'yyyy-MM-dd' (local). */
export function toDateInput(epoch: number): string {
  const date = new Date(epoch);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** epoch ms → 'yyyy-MM-ddTHH:mm' (local). */
export function toDateTimeInput(epoch: number): string {
  return `${toDateInput(epoch)}T${toHHmm(new Date(epoch))}`;
}

/**
 * 'yyyy-MM-dd' or 'yyyy-MM-ddTHH:mm' (local) → epoch ms; a date alone takes `time` ('HH:mm', default
 * midnight). Empty or malformed text is no value.
 */
export function fromDateInput(text: string, time = '00:00'): number | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?$/.exec(text);
  if (!match) return undefined;
  const [hours, minutes] = match[4] !== undefined ? [match[4], match[5]] : time.split(':');
  const date = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), Number(hours), Number(minutes));
  return Number.isNaN(date.getTime()) ? undefined : date.getTime();
}

/** The min/max of a date input (onlyDateInFuture, onlyDateInPast), today included. */
export function dateBounds(options: { onlyDateInFuture?: boolean; onlyDateInPast?: boolean }, now: Date): { min?: string; max?: string } {
  const today = toDateInput(now.getTime());
  return { min: options.onlyDateInFuture ? today : undefined, max: options.onlyDateInPast ? today : undefined };
}
