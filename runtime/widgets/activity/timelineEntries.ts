import type { ContactNote } from '../../../model/api/schemas/contacts';
import { fillTemplate } from '../../hooks/template';

/** One line of the Timeline, whatever it came from. */
export interface TimelineEntry {
  key: string;
  icon: string;
  title: string;
  text: string;
  /** Epoch milliseconds; entries without one sort last. */
  timestamp: number | null;
  /** A private note: blurred until the eye toggle is on. */
  private: boolean;
  /** Written by the signed-in person (highlighted when `highlightSender` is on). */
  own: boolean;
}

export interface Additional {
  type: string;
  query?: string;
  title?: string;
  description?: string;
}

const timeOf = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

export function noteEntries(notes: readonly ContactNote[], userId: string | undefined, noteTitle: string): TimelineEntry[] {
  return notes.map((note) => ({
    key: `note:${note.id}`,
    icon: '📝',
    title: noteTitle,
    text: note.content,
    timestamp: timeOf(note.createdAt),
    private: note.visibility === 'private',
    own: !!userId && note.ownerId === userId,
  }));
}

/**
 * The records a store found for one additional: its title and description are templates over the record
 * (`{name}`, `{address.city}`), the page context filling what the record has not.
 */
export function additionalEntries(additional: Additional, records: readonly Record<string, unknown>[], context: (name: string) => unknown, userId: string | undefined): TimelineEntry[] {
  return records.map((record) => {
    const lookup = (name: string) => (name in record ? record[name] : context(name));
    return {
      key: `${additional.type}:${String(record.id)}`,
      icon: '•',
      title: fillTemplate(additional.title?.trim() || additional.type, lookup),
      text: fillTemplate(additional.description ?? '', lookup),
      timestamp: timeOf(record.createdAt),
      private: false,
      own: !!userId && (record.userId === userId || record.ownerId === userId),
    };
  });
}

/** Newest first (`desc`) or oldest first (`asc`); entries without a time go last either way. */
export function sortEntries(entries: TimelineEntry[], direction: 'asc' | 'desc'): TimelineEntry[] {
  const sign = direction === 'asc' ? 1 : -1;
  return [...entries].sort((a, b) => {
    if (a.timestamp === null || b.timestamp === null) return (a.timestamp === null ? 1 : 0) - (b.timestamp === null ? 1 : 0);
    return sign * (a.timestamp - b.timestamp);
  });
}
