import { format } from 'date-fns';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { CalendarEvent } from '../../../model/api/schemas/calendars';
import { EmptyState } from '../../hooks/notices';
import { textIn } from './calendarEntries';
import { dateLocaleOf } from './dateLocale';

/** How an entry's lines look in lists and calendar cells. */
export interface EntryDisplay {
  showLocation: boolean;
  showDetails: boolean;
}

const styles = {
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 8 },
  item: { display: 'flex', flexDirection: 'column', gap: 2, padding: '8px 12px', borderLeft: '4px solid #3182ce', background: '#f7fafc', borderRadius: 4 },
  when: { fontSize: 13, color: '#4a5568' },
  title: { fontWeight: 600 },
  location: { fontSize: 13, color: '#2d3748' },
  details: { fontSize: 13, color: '#4a5568', whiteSpace: 'pre-wrap' },
} satisfies Record<string, CSSProperties>;

/** From–to: `Mo., 3. Juni 2024, 08:00–10:00`, the end's date only when it is another day. */
export function entryPeriod(entry: Pick<CalendarEvent, 'start' | 'end'>, language: string): string {
  const locale = dateLocaleOf(language);
  const sameDay = format(entry.start, 'yyyy-MM-dd') === format(entry.end, 'yyyy-MM-dd');
  const start = format(entry.start, 'EEEEEE, PPP, p', { locale });
  return `${start}–${format(entry.end, sameDay ? 'p' : 'EEEEEE, PPP, p', { locale })}`;
}

export function EntryLines({ entry, display }: { entry: CalendarEvent; display: EntryDisplay }) {
  const { t, i18n } = useTranslation('calendar');
  const location = textIn(entry.location, i18n.language);
  const details = textIn(entry.content, i18n.language);
  return (
    <>
      <span data-testid="calendar-entry-title" style={styles.title}>{textIn(entry.title, i18n.language) || t('calendar.untitled')}</span>
      {display.showLocation && location ? <span data-testid="calendar-entry-location" style={styles.location}>{t('calendar.location', { location })}</span> : null}
      {display.showDetails && details ? <span data-testid="calendar-entry-details" style={styles.details}>{details}</span> : null}
    </>
  );
}

/** The entries as a list, each with its period; 'Keine Termine vorhanden' when there are none. */
export function EntryList({ entries, display }: { entries: readonly CalendarEvent[]; display: EntryDisplay }) {
  const { t, i18n } = useTranslation('calendar');
  if (entries.length === 0) return <EmptyState message={t('calendar.noEvents')} />;
  return (
    <ul data-testid="calendar-entries" style={styles.list}>
      {entries.map((entry) => (
        <li key={entry.id} data-testid="calendar-entry" style={styles.item}>
          <span data-testid="calendar-entry-when" style={styles.when}>{entryPeriod(entry, i18n.language)}</span>
          <EntryLines entry={entry} display={display} />
        </li>
      ))}
    </ul>
  );
}
