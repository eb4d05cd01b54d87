/** Durations of worklogs as people read them: a running clock `1:05:09`, booked time `1:05 h`. */
const pad = (n: number) => String(n).padStart(2, '0');

export function formatClock(ms: number): string {
  const seconds = Math.max(0, Math.floor(ms / 1000));
  return `${Math.floor(seconds / 3600)}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
}

export function formatHours(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return `${Math.floor(minutes / 60)}:${pad(minutes % 60)} h`;
}
