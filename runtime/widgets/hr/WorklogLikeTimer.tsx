import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/WorklogLikeTimer';
import { useCurrentUser } from '../../auth';
import { ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { useEmit } from '../../sockets/hooks';
import { errorText, LoadingState } from '../../stores';
import { buttonStyle } from '../theme';
import { formatClock, formatHours } from './duration';
import { LoginRequired } from '../planning/LoginRequired';
import { useRunningWorklog, useTimerActions } from './hrData';
import { useTicker } from './useTicker';

export type WorklogLikeTimerSettings = SettingsOf<typeof spec.schema>;

/**
 * The current user's work timer. The running entry lives on the server: after a reload or on another device the
 * timer shows it running with the time elapsed by the server's clock. Start and stop are the server's calls (the
 * server takes the time), so closing the page neither stops nor drops a running entry, and a stop counts up to the
 * moment the server receives it. In the editor the buttons send nothing.
 */
export function WorklogLikeTimer({ id, settings }: Pick<WidgetProps<WorklogLikeTimerSettings>, 'id' | 'settings'>) {
  const { t } = useTranslation('hr');
  const me = useCurrentUser();
  const editing = useRenderMode() === 'edit';
  const running = useRunningWorklog();
  const { start, stop } = useTimerActions();
  const emit = useEmit<'stopped'>(id);
  const [description, setDescription] = useState('');
  const [lastBooked, setLastBooked] = useState<number | null>(null);
  const entry = running.data?.entry ?? null;
  const now = useTicker(!!entry);

  if (!me) return <LoginRequired namespace="hr" />;
  if (running.isError) return <ErrorState message={t('timer.loadFailed')} details={errorText(running.error)} />;
  if (!running.data) return <LoadingState />;

  const failure = start.error ?? stop.error;
  const busy = start.isPending || stop.isPending;
  const onStart = () => {
    if (editing) return;
    setLastBooked(null);
    start.mutate(description.trim() ? { description: description.trim() } : {}, { onSuccess: () => setDescription('') });
  };
  const onStop = () => {
    if (editing) return;
    stop.mutate(undefined, {
      onSuccess: (stopped) => {
        setLastBooked(stopped.duration ?? 0);
        emit('stopped', stopped);
      },
    });
  };

  return (
    <div data-testid="worklog-timer" data-running={entry ? 'true' : 'false'} style={{ display: 'flex', flexDirection: 'column', gap: 8, padding: 8, border: '1px solid #e2e8f0', borderRadius: 6 }}>
      {settings.label ? <strong>{settings.label}</strong> : null}
      {entry ? (
        <>
          <div style={{ display: 'flex', alignItems: 'baseline', gap: 8 }}>
            <span data-testid="timer-elapsed" aria-live="off" style={{ fontSize: 28, fontVariantNumeric: 'tabular-nums' }}>
              {formatClock(now + running.data.clockOffset - entry.start)}
            </span>
            <span data-testid="timer-status" style={{ color: '#2f855a' }}>{t('timer.running')}</span>
          </div>
          {entry.description ? <span data-testid="timer-description">{entry.description}</span> : null}
          <button type="button" data-testid="timer-stop" disabled={busy} style={buttonStyle('solid', 'accent', 'md', busy)} onClick={onStop}>{t('timer.stop')}</button>
        </>
      ) : (
        <>
          <span data-testid="timer-status" style={{ color: '#718096' }}>{t('timer.stopped')}</span>
          {settings.askForDescription ? (
            <label style={{ display: 'flex', flexDirection: 'column', gap: 4, fontSize: 14 }}>
              {t('timer.description')}
              <input data-testid="timer-description-input" value={description} maxLength={2000} onChange={(event) => setDescription(event.target.value)} />
            </label>
          ) : null}
          <button type="button" data-testid="timer-start" disabled={busy} style={buttonStyle('solid', 'primary', 'md', busy)} onClick={onStart}>{t('timer.start')}</button>
        </>
      )}
      {lastBooked !== null ? <span data-testid="timer-booked" role="status">{t('timer.booked', { duration: formatHours(lastBooked) })}</span> : null}
      {failure ? <span data-testid="timer-error" role="alert" style={{ color: '#c53030' }}>{t('timer.actionFailed', { message: errorText(failure) ?? '' })}</span> : null}
    </div>
  );
}

export const WorklogLikeTimerWidget = widgetFromSpec(spec, WorklogLikeTimer);
