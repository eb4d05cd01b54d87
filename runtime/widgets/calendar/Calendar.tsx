import { format, isSameDay, isSameMonth } from 'date-fns';
import { useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Calendar';
import type { CalendarEvent } from '../../../model/api/schemas/calendars';
import { ConfigureNotice, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { errorText, LoadingState, useStore } from '../../stores';
import { onDay, periodSearch, textIn } from './calendarEntries';
import { CALENDAR_VIEWS, periodOf, stepped, type CalendarView } from './calendarPeriod';
import { dateLocaleOf } from './dateLocale';
import { EntryLines, type EntryDisplay } from './EntryList';

export type CalendarSettings = SettingsOf<typeof spec.schema>;

const styles = {
  toolbar: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8, marginBottom: 8 },
  heading: { flex: '1 1 auto', margin: 0, fontSize: 18 },
  button: { padding: '4px 10px', border: '1px solid #cbd5e0', borderRadius: 4, background: '#ffffff', cursor: 'pointer' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))', gap: 1, background: '#e2e8f0', border: '1px solid #e2e8f0' },
  weekday: { padding: 4, background: '#f7fafc', fontSize: 12, fontWeight: 600, textAlign: 'center' },
  cell: { minHeight: 90, padding: 4, background: '#ffffff', display: 'flex', flexDirection: 'column', gap: 2, overflow: 'hidden' },
  otherMonth: { background: '#f7fafc', color: '#a0aec0' },
  today: { boxShadow: 'inset 0 0 0 2px #3182ce' },
  dayNumber: { fontSize: 12, fontWeight: 600 },
  chip: { fontSize: 12, padding: '1px 4px', borderRadius: 3, background: '#ebf8ff', borderLeft: '3px solid #3182ce', display: 'flex', flexDirection: 'column' },
  more: { fontSize: 12, color: '#4a5568' },
  dayList: { display: 'flex', flexDirection: 'column', gap: 6 },
} satisfies Record<string, CSSProperties>;

function Entry({ entry, display, language }: { entry: CalendarEvent; display: EntryDisplay; language: string }) {
  const locale = dateLocaleOf(language);
  return (
    <div data-testid="calendar-entry" title={textIn(entry.title, language)} style={styles.chip}>
      <span style={{ color: '#4a5568' }}>{format(entry.start, 'p', { locale })}–{format(entry.end, 'p', { locale })}</span>
      <EntryLines entry={entry} display={display} />
    </div>
  );
}

/** One day of the grid: its number and at most `limit` entries, the rest counted. */
function DayCell({ day, entries, limit, muted, display, language }: {
  day: Date; entries: CalendarEvent[]; limit: number; muted: boolean; display: EntryDisplay; language: string;
}) {
  const { t } = useTranslation('calendar');
  const shown = entries.slice(0, limit);
  return (
    <div data-testid="calendar-day" data-date={format(day, 'yyyy-MM-dd')}
      style={{ ...styles.cell, ...(muted ? styles.otherMonth : {}), ...(isSameDay(day, new Date()) ? styles.today : {}) }}>
      <span style={styles.dayNumber}>{format(day, 'd')}</span>
      {shown.map((entry) => <Entry key={entry.id} entry={entry} display={display} language={language} />)}
      {entries.length > shown.length ? <span data-testid="calendar-more" style={styles.more}>{t('calendar.more', { count: entries.length - shown.length })}</span> : null}
    </div>
  );
}

/**
 * The entries of the chosen calendars as a month, week or day, with the period's entries loaded from the server
 * (those overlapping it). Opens on today: as its day with onlyToday, else as its month.
 */
function Calendar({ settings }: WidgetProps<CalendarSettings>) {
  const { t, i18n } = useTranslation('calendar');
  const [view, setView] = useState<CalendarView>(settings.onlyToday ? 'day' : 'month');
  const [date, setDate] = useState(() => new Date());
  const { calendarIds } = settings;
  const period = useMemo(() => periodOf(view, date), [view, date]);
  const search = useMemo(() => periodSearch(calendarIds, period.from, period.to), [calendarIds, period]);
  const result = useStore<CalendarEvent>(calendarIds.length ? 'calendarevents' : null, { search });
  if (calendarIds.length === 0) return <ConfigureNotice details={t('calendar.chooseCalendars')} />;

  const locale = dateLocaleOf(i18n.language);
  const heading = view === 'month' ? format(date, 'LLLL yyyy', { locale })
    : view === 'week' ? `${format(period.days[0], 'PP', { locale })} – ${format(period.days[6], 'PP', { locale })}`
      : format(date, 'EEEE, PPP', { locale });
  const entriesOn = (day: Date) => result.elements.filter((entry) => onDay(entry, day));

  return (
    <div data-testid="calendar" data-view={view}>
      <div style={styles.toolbar}>
        <button type="button" style={styles.button} onClick={() => setDate(stepped(view, date, -1))} aria-label={t(`calendar.previous.${view}`)}>‹</button>
        <button type="button" style={styles.button} onClick={() => setDate(new Date())}>{t('calendar.today')}</button>
        <button type="button" style={styles.button} onClick={() => setDate(stepped(view, date, 1))} aria-label={t(`calendar.next.${view}`)}>›</button>
        <h3 data-testid="calendar-heading" style={styles.heading} aria-live="polite">{heading}</h3>
        {CALENDAR_VIEWS.map((option) => (
          <button key={option} type="button" aria-pressed={option === view} onClick={() => setView(option)}
            style={{ ...styles.button, ...(option === view ? { background: '#3182ce', color: '#ffffff' } : {}) }}>
            {t(`calendar.views.${option}`)}
          </button>
        ))}
      </div>
      {result.status === 'error' ? <ErrorState message={t('calendar.loadFailed')} details={errorText(result.error)} /> : null}
      {result.status === 'loading' ? <LoadingState /> : null}
      {view === 'day' ? (
        <div data-testid="calendar-day" data-date={format(date, 'yyyy-MM-dd')} style={styles.dayList}>
          {result.status === 'success' && entriesOn(date).length === 0 ? <span data-testid="calendar-no-events" style={styles.more}>{t('calendar.noEvents')}</span> : null}
          {entriesOn(date).map((entry) => <Entry key={entry.id} entry={entry} display={settings} language={i18n.language} />)}
        </div>
      ) : (
        <div role="grid" aria-label={heading} style={styles.grid}>
          {period.days.slice(0, 7).map((day) => (
            <div key={`h${day.getTime()}`} role="columnheader" style={styles.weekday}>{format(day, view === 'week' ? 'EEEEEE d.' : 'EEEEEE', { locale })}</div>
          ))}
          {period.days.map((day) => (
            <DayCell key={day.getTime()} day={day} entries={entriesOn(day)} limit={settings.entries} display={settings}
              muted={view === 'month' && !isSameMonth(day, date)} language={i18n.language} />
          ))}
        </div>
      )}
    </div>
  );
}

export const CalendarWidget = widgetFromSpec(spec, Calendar);
