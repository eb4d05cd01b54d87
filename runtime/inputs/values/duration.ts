/**
 * Durations are whole minutes, shown as 'H:mm'. Typed as 'H:mm', a plain number (minutes), or with units:
 * '1h30', '1 h 30 min', '2h', '45 min'.
 */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export type ParsedDuration = { ok: true; minutes: number | undefined } | { ok: false };

const CLOCK = /^(\d+):([0-5]\d)$/;
const HOURS_MINUTES = /^(\d+)\s*h(?:\s*([0-5]?\d)\s*(?:min|m)?)?$/i;
const MINUTES = /^(\d+)\s*(?:min|m)?$/i;

export function parseDuration(text: string): ParsedDuration {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, minutes: undefined };
  const match = CLOCK.exec(trimmed) ?? HOURS_MINUTES.exec(trimmed);
  if (match) return { ok: true, minutes: Number(match[1]) * 60 + Number(match[2] ?? 0) };
  const minutes = MINUTES.exec(trimmed);
  return minutes ? { ok: true, minutes: Number(minutes[1]) } : { ok: false };
}
