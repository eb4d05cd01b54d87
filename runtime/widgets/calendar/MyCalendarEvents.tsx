import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/MyCalendarEvents';
import type { CalendarEvent } from '../../../model/api/schemas/calendars';
import { useCurrentUser } from '../../auth';
import { noticeStyles } from '../../hooks/styles';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { StoreState, useStore } from '../../stores';
import { entriesListSearch } from './calendarEntries';
import { EntryList } from './EntryList';

export type MyCalendarEventsSettings = SettingsOf<typeof spec.schema>;

/**
 * The upcoming entries the signed-in user takes part in, in the chosen calendars or in every calendar it sees;
 * nobody signed in is asked to sign in.
 */
function MyCalendarEvents({ settings }: WidgetProps<MyCalendarEventsSettings>) {
  const { t } = useTranslation('calendar');
  const user = useCurrentUser();
  const { calendarIds, onlyToday } = settings;
  const search = useMemo(() => entriesListSearch({ calendarIds, onlyToday, now: new Date(), participant: user?.id }), [calendarIds, onlyToday, user?.id]);
  const result = useStore<CalendarEvent>(user ? 'calendarevents' : null, { search });
  if (!user) return <div data-testid="calendar-login-required" style={noticeStyles.empty}>{t('calendar.loginRequired')}</div>;
  return (
    <StoreState result={result} empty={t('calendar.noEvents')}>
      <EntryList entries={result.elements.slice(0, settings.entries)} display={settings} />
    </StoreState>
  );
}

export const MyCalendarEventsWidget = widgetFromSpec(spec, MyCalendarEvents);
