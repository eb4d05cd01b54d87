import { describe, expect, it } from 'vitest';
import { formatRelativeTime } from './relative';

const now = new Date(2025, 4, 23, 14, 3).getTime();
const minutes = (n: number) => now + n * 60_000;

describe('formatRelativeTime', () => {
  it('says how long ago in German by default, in the largest unit that fits', () => {
    expect(formatRelativeTime(now, now, 'de_de')).toBe('jetzt');
    expect(formatRelativeTime(now - 20_000, now, 'de_de')).toBe('vor 20 Sekunden');
    expect(formatRelativeTime(minutes(-5), now, 'de_de')).toBe('vor 5 Minuten');
    expect(formatRelativeTime(minutes(-3 * 60), now, 'de_de')).toBe('vor 3 Stunden');
    expect(formatRelativeTime(minutes(-24 * 60), now, 'de_de')).toBe('gestern');
    expect(formatRelativeTime(minutes(-3 * 24 * 60), now, 'de_de')).toBe('vor 3 Tagen');
    expect(formatRelativeTime(minutes(-400 * 24 * 60), now, 'de_de')).toBe('letztes Jahr');
  });

  it('speaks of the future too', () => {
    expect(formatRelativeTime(minutes(120), now, 'de_de')).toBe('in 2 Stunden');
  });

  it('follows the language', () => {
    expect(formatRelativeTime(minutes(-5), now, 'en_us')).toBe('5 minutes ago');
    expect(formatRelativeTime(minutes(-24 * 60), now, 'fr_fr')).toBe('hier');
    expect(formatRelativeTime(minutes(-2 * 24 * 60), now, 'es_es')).toBe('anteayer');
  });
});
