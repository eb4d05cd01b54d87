import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/VisitorEvents';
import { searchVisitorEvents } from '../../api/resources';
import { useCurrentUser } from '../../auth';
import { formatDateTime, formatTime } from '../../format/format';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { errorText, LoadingState } from '../../stores';
import { LoginRequired } from '../planning/LoginRequired';
import { useMountTime } from '../planning/useToday';
import { HR_KEY } from './hrData';

export type VisitorEventsSettings = SettingsOf<typeof spec.schema>;

/** The next `entries` visitor events that have not ended yet, soonest first: when, what, where and who comes. */
function VisitorEvents({ settings }: WidgetProps<VisitorEventsSettings>) {
  const { t, i18n } = useTranslation('hr');
  const me = useCurrentUser();
  const now = useMountTime();
  const events = useQuery({
    queryKey: [...HR_KEY, 'visitorevents', me?.id ?? null, settings.entries, now],
    enabled: !!me,
    queryFn: async () => (await searchVisitorEvents({
      fieldSearches: [{ type: 'date', fieldname: 'end', matcher: 'greaterThanOrEquals', value: now }],
      page: 1,
      size: settings.entries,
      sort: 'start',
    })).elements,
  });
  if (!me) return <LoginRequired namespace="hr" />;
  if (events.isError) return <ErrorState message={t('visitors.loadFailed')} details={errorText(events.error)} />;
  if (!events.data) return <LoadingState />;
  return (
    <section data-testid="visitor-events" aria-label={settings.label || t('visitors.heading')}>
      {settings.label ? <h4 style={{ margin: '0 0 4px' }}>{settings.label}</h4> : null}
      {events.data.length === 0 ? <EmptyState message={t('visitors.none')} /> : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {events.data.map((event) => (
            <li key={event.id} data-testid="visitor-event" style={{ padding: '6px 0', borderBottom: '1px solid #edf2f7' }}>
              <div><strong>{event.title}</strong></div>
              <div style={{ fontSize: 14, color: '#4a5568' }}>
                {t('visitors.when', { start: formatDateTime(event.start, i18n.language), end: formatTime(event.end, i18n.language) })}
                {event.location ? ` · ${event.location}` : ''}
              </div>
              {event.visitors.length ? (
                <div data-testid="visitor-names" style={{ fontSize: 14 }}>
                  {event.visitors.map((visitor) => (visitor.company ? `${visitor.name} (${visitor.company})` : visitor.name)).join(', ')}
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export const VisitorEventsWidget = widgetFromSpec(spec, VisitorEvents);
