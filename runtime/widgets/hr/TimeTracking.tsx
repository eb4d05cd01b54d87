import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/TimeTracking';
import { createWorklog } from '../../api/resources';
import { useCurrentUser } from '../../auth';
import { ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { errorText, LoadingState } from '../../stores';
import { buttonStyle } from '../theme';
import { Field } from './Field';
import { addDays, isoDay, startOfDay, weekOf } from '../planning/calendar';
import { LoginRequired } from '../planning/LoginRequired';
import { useMountTime } from '../planning/useToday';
import { formatHours } from './duration';
import { useReloadHr, useWorklogSums } from './hrData';
import { WorklogLikeTimer } from './WorklogLikeTimer';

export type TimeTrackingSettings = SettingsOf<typeof spec.schema>;

const atTime = (day: string, time: string) => new Date(`${day}T${time}`).getTime();

/**
 * The current user's time tracking: the server-side timer (as WorklogLikeTimer), a form for a manual entry (day,
 * from, to, description) and today's and this week's worked time, summed by the server in the browser's time zone.
 */
function TimeTracking({ id, settings }: WidgetProps<TimeTrackingSettings>) {
  const { t } = useTranslation('hr');
  const me = useCurrentUser();
  const editing = useRenderMode() === 'edit';
  const now = useMountTime();
  const today = startOfDay(now).getTime();
  const week = weekOf(now);
  const daySums = useWorklogSums('day', today, addDays(today, 1).getTime());
  const weekSums = useWorklogSums('week', week.start.getTime(), week.end.getTime());
  const reload = useReloadHr();
  const book = useMutation({ mutationFn: createWorklog, onSettled: reload });
  const [day, setDay] = useState(() => isoDay(now));
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [description, setDescription] = useState('');
  const [formError, setFormError] = useState<string | null>(null);

  if (!me) return <LoginRequired namespace="hr" />;
  if (daySums.isError || weekSums.isError) return <ErrorState message={t('tracking.loadFailed')} details={errorText(daySums.error ?? weekSums.error)} />;
  if (!daySums.data || !weekSums.data) return <LoadingState />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!day || !from || !to) return setFormError(t('tracking.timesRequired'));
    const start = atTime(day, from);
    const end = atTime(day, to);
    if (end <= start) return setFormError(t('tracking.endBeforeStart'));
    setFormError(null);
    if (editing) return;
    book.mutate({ start, end, ...(description.trim() ? { description: description.trim() } : {}) }, {
      onSuccess: () => { setFrom(''); setTo(''); setDescription(''); },
    });
  };

  return (
    <div data-testid="time-tracking" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {settings.label ? <strong>{settings.label}</strong> : null}
      <div style={{ display: 'flex', gap: 16 }}>
        <span data-testid="sum-today">{t('tracking.today', { duration: formatHours(daySums.data.total) })}</span>
        <span data-testid="sum-week">{t('tracking.week', { duration: formatHours(weekSums.data.total) })}</span>
      </div>
      <WorklogLikeTimer id={id} settings={{ label: '', askForDescription: true }} />
      {settings.allowManualEntries ? (
        <form data-testid="manual-entry" onSubmit={submit} noValidate style={{ display: 'flex', gap: 8, flexWrap: 'wrap', alignItems: 'flex-end' }}>
          <Field label={t('tracking.day')}>
            <input data-testid="manual-day" type="date" value={day} onChange={(event) => setDay(event.target.value)} />
          </Field>
          <Field label={t('tracking.from')}>
            <input data-testid="manual-from" type="time" value={from} onChange={(event) => setFrom(event.target.value)} />
          </Field>
          <Field label={t('tracking.to')}>
            <input data-testid="manual-to" type="time" value={to} onChange={(event) => setTo(event.target.value)} />
          </Field>
          <Field grow label={t('timer.description')}>
            <input data-testid="manual-description" value={description} maxLength={2000} onChange={(event) => setDescription(event.target.value)} />
          </Field>
          <button type="submit" data-testid="manual-submit" disabled={book.isPending} style={buttonStyle('solid', 'primary', 'md', book.isPending)}>{t('tracking.book')}</button>
        </form>
      ) : null}
      {formError ? <span data-testid="manual-form-error" role="alert" style={{ color: '#c53030' }}>{formError}</span> : null}
      {book.error ? <span data-testid="manual-error" role="alert" style={{ color: '#c53030' }}>{t('timer.actionFailed', { message: errorText(book.error) ?? '' })}</span> : null}
    </div>
  );
}

export const TimeTrackingWidget = widgetFromSpec(spec, TimeTracking);
