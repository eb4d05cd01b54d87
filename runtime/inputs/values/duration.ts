/** Durations are whole minutes, typed and shown as 'H:mm' (a plain number is minutes). */
export function formatDuration(minutes: number): string {
  return `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
}

export type ParsedDuration = { ok: true; minutes: number | undefined } | { ok: false };

export function parseDuration(text: string): ParsedDuration {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, minutes: undefined };
  if (/^\d+$/.test(trimmed)) return { ok: true, minutes: Number(trimmed) };
  const match = /^(\d+):([0-5]\d)$/.exec(trimmed);
  return match ? { ok: true, minutes: Number(match[1]) * 60 + Number(match[2]) } : { ok: false };
}
