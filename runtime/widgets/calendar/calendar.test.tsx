// @vitest-environment jsdom
import { act, cleanup, fireEvent } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltinRegistry } from '..';
import { useSession } from '../../auth';
import { renderTree, widgetElement } from '../../testing/renderTree';
import calendarSpec from '../../../widget-schemas/Calendar';
import listSpec from '../../../widget-schemas/CalendarEventsList';
import { entriesListSearch, onDay, periodSearch, textIn } from './calendarEntries';
import { periodOf, stepped } from './calendarPeriod';
import { entryPeriod } from './EntryList';

// The calendar widgets without a server: their queries, periods, texts and the states before any data.
afterEach(cleanup);
const registry = createBuiltinRegistry();
const NOW = new Date(2026, 10, 24, 10, 30); // Tuesday 24 November 2026, local time

describe('the entries list query', () => {
  it('asks for 100 entries of the chosen calendars ending today or later, sorted by start', () => {
    const search = entriesListSearch({ calendarIds: ['a', 'b'], onlyToday: false, now: NOW });
    expect(search).toMatchObject({ page: 1, size: 100, sort: 'start' });
    expect(search.fieldSearches).toEqual([
      { type: 'foreignId', fieldname: 'calendarId', matcher: 'in', value: ['a', 'b'] },
      { type: 'number', fieldname: 'end', matcher: 'greaterThanOrEquals', value: new Date(2026, 10, 24).getTime() },
    ]);
  });

  it('with onlyToday also ends before the end of today; for my events only those I take part in', () => {
    const search = entriesListSearch({ calendarIds: [], onlyToday: true, now: NOW, participant: 'u1' });
    expect(search.fieldSearches).toEqual([
      { type: 'number', fieldname: 'end', matcher: 'greaterThanOrEquals', value: new Date(2026, 10, 24).getTime() },
      { type: 'number', fieldname: 'end', matcher: 'lessThan', value: new Date(2026, 10, 25).getTime() },
      { type: 'foreignId', fieldname: 'participants', matcher: 'equals', value: 'u1' },
    ]);
  });

  it('finds entries overlapping a period', () => {
    const from = new Date(2026, 10, 1);
    const to = new Date(2026, 11, 1);
    expect(periodSearch(['a'], from, to).fieldSearches).toEqual([
      { type: 'foreignId', fieldname: 'calendarId', matcher: 'in', value: ['a'] },
      { type: 'number', fieldname: 'start', matcher: 'lessThan', value: to.getTime() },
      { type: 'number', fieldname: 'end', matcher: 'greaterThanOrEquals', value: from.getTime() },
    ]);
    expect(onDay({ start: new Date(2026, 10, 23, 23).getTime(), end: new Date(2026, 10, 24, 1).getTime() }, NOW)).toBe(true);
    expect(onDay({ start: new Date(2026, 10, 25, 0).getTime(), end: new Date(2026, 10, 25, 1).getTime() }, NOW)).toBe(false);
  });
});

describe('calendar periods', () => {
  it('shows a month as whole weeks starting on Monday, a week from Monday, a day', () => {
    const month = periodOf('month', NOW);
    expect(month.from).toEqual(new Date(2026, 9, 26)); // Monday before 1 November
    expect(month.days).toHaveLength(42); // 1 November 2026 is a Sunday: six weeks, to Sunday 6 December
    expect(month.to).toEqual(new Date(2026, 11, 7));
    expect(periodOf('month', new Date(2021, 1, 10)).days).toHaveLength(28); // February 2021: Monday 1 to Sunday 28
    expect(periodOf('week', NOW).days.map((d) => d.getDate())).toEqual([23, 24, 25, 26, 27, 28, 29]);
    expect(periodOf('day', NOW).days).toEqual([new Date(2026, 10, 24)]);
    expect(stepped('month', NOW, 1).getMonth()).toBe(11);
    expect(stepped('week', NOW, -1).getDate()).toBe(17);
    expect(stepped('day', NOW, 1).getDate()).toBe(25);
  });
});

describe('entry texts', () => {
  it('takes the text of the language, else German, else the first; formats periods the German way', () => {
    const texts = [{ language: 'en_us', text: 'Summer party' }, { language: 'de_de', text: 'Sommerfest' }];
    expect(textIn(texts, 'en_us')).toBe('Summer party');
    expect(textIn(texts, 'fr_fr')).toBe('Sommerfest');
    expect(textIn([{ language: 'es_es', text: 'Fiesta' }], 'de_de')).toBe('Fiesta');
    expect(textIn(undefined, 'de_de')).toBe('');
    const start = new Date(2024, 5, 3, 8).getTime();
    expect(entryPeriod({ start, end: start + 2 * 3_600_000 }, 'de_de')).toBe('Mo, 3. Juni 2024, 08:00–10:00');
    expect(entryPeriod({ start, end: start + 24 * 3_600_000 }, 'de_de')).toBe('Mo, 3. Juni 2024, 08:00–Di, 4. Juni 2024, 08:00');
  });
});

describe('the calendar widgets before any data', () => {
  it('default to today only, 3 entries, no location or details, and offer 1 to 25 entries', () => {
    for (const spec of [calendarSpec, listSpec]) {
      const { properties } = spec.schema;
      expect(properties.onlyToday.default).toBe(true);
      expect(properties.entries).toMatchObject({ default: 3, enum: [1, 3, 5, 10, 15, 20, 25] });
      expect(properties.showLocation.default).toBe(false);
      expect(properties.showDetails.default).toBe(false);
      expect(properties.calendarIds.default).toEqual([]);
    }
  });

  it('ask to be configured without calendars, and refuse an entries count not offered', () => {
    for (const type of ['Calendar', 'CalendarEventsList']) {
      const { container, unmount } = renderTree({ id: 'c', type }, { registry });
      const notice = widgetElement(container, 'c').querySelector('[data-testid=configure-notice]')!;
      expect(notice.textContent).toBe('Bitte konfigurieren Sie das Widget!');
      expect(notice.getAttribute('title')).toBe('Bitte wählen Sie mindestens einen Kalender.');
      unmount();
      const wrong = renderTree({ id: 'c', type, settings: { calendarIds: ['a'], entries: 4 } }, { registry });
      expect(wrong.container.querySelector('[data-testid=configure-notice]')).not.toBeNull();
      wrong.unmount();
    }
  });

  it('MyCalendarEvents asks to sign in when nobody is, in the chosen language', () => {
    act(() => useSession.setState({ user: null }));
    const { container, unmount } = renderTree({ id: 'm', type: 'MyCalendarEvents' }, { registry });
    expect(widgetElement(container, 'm').textContent).toBe('Bitte melden Sie sich an, um Ihre Termine zu sehen.');
    unmount();
    const english = renderTree({ id: 'm', type: 'MyCalendarEvents' }, { registry, language: 'en_us' });
    expect(widgetElement(english.container, 'm').textContent).toBe('Please sign in to see your events.');
  });

  it('Calendar opens on today as a day with onlyToday, else as the month, and switches views', () => {
    const day = renderTree({ id: 'c', type: 'Calendar', settings: { calendarIds: ['a'] } }, { registry });
    const calendar = () => day.container.querySelector<HTMLElement>('[data-testid=calendar]')!;
    expect(calendar().dataset.view).toBe('day');
    expect(day.getByRole('button', { name: 'Woche' }).getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(day.getByRole('button', { name: 'Monat' }));
    expect(calendar().dataset.view).toBe('month');
    expect(day.container.querySelectorAll('[role=columnheader]')[0].textContent).toBe('Mo');
    fireEvent.click(day.getByRole('button', { name: 'Nächster Monat' }));
    fireEvent.click(day.getByRole('button', { name: 'Heute' }));
    day.unmount();
    const month = renderTree({ id: 'c', type: 'Calendar', settings: { calendarIds: ['a'], onlyToday: false } }, { registry, language: 'fr_fr' });
    expect(month.container.querySelector<HTMLElement>('[data-testid=calendar]')!.dataset.view).toBe('month');
    expect(month.getByRole('button', { name: 'Semaine' })).toBeTruthy();
  });
});
