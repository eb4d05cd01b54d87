import { useMemo } from 'react';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/CalendarEventsList';
import type { CalendarEvent } from '../../../model/api/schemas/calendars';
import { ConfigureNotice } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { StoreState, useStore } from '../../stores';
import { entriesListSearch } from './calendarEntries';
import { EntryList } from './EntryList';
import { useTranslation } from 'react-i18next';

export type CalendarEventsListSettings = SettingsOf<typeof spec.schema>;

/** The upcoming entries of the chosen calendars as a list (calendarEntries.ts says which and how many). */
function CalendarEventsList({ settings }: WidgetProps<CalendarEventsListSettings>) {
  const { t } = useTranslation('calendar');
  const { calendarIds, onlyToday } = settings;
  const search = useMemo(() => entriesListSearch({ calendarIds, onlyToday, now: new Date() }), [calendarIds, onlyToday]);
  const result = useStore<CalendarEvent>(calendarIds.length ? 'calendarevents' : null, { search });
  if (calendarIds.length === 0) return <ConfigureNotice details={t('calendar.chooseCalendars')} />;
  return (
    <StoreState result={result} empty={t('calendar.noEvents')}>
      <EntryList entries={result.elements.slice(0, settings.entries)} display={settings} />
    </StoreState>
  );
}

export const CalendarEventsListWidget = widgetFromSpec(spec, CalendarEventsList);
