import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/Worklogs';
import type { Worklog } from '../../../model/api/schemas/hr';
import { deleteWorklog, patchWorklog } from '../../api/resources';
import { useCurrentUser } from '../../auth';
import { formatDdMmYyyy, formatHHmm } from '../../format/format';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { errorText, LoadingState } from '../../stores';
import { buttonStyle } from '../theme';
import { addDays, isoDay, weekLabelParts, weekOf } from '../planning/calendar';
import { LoginRequired } from '../planning/LoginRequired';
import { useMountTime } from '../planning/useToday';
import { ConfirmButton } from './ConfirmButton';
import { formatHours } from './duration';
import { useReloadHr, useWorklogs, useWorklogSums } from './hrData';

export type WorklogsSettings = SettingsOf<typeof spec.schema>;

/**
 * The current user's worklogs of one week (previous and next week move it), newest first, with the week's total
 * and each day's sum computed by the server. With `allowEditing` a description can be corrected and an entry
 * deleted after confirming; a running entry shows as running and is stopped by the timer, not here.
 */
function Worklogs({ settings }: WidgetProps<WorklogsSettings>) {
  const { t } = useTranslation('hr');
  const me = useCurrentUser();
  const editing = useRenderMode() === 'edit';
  const now = useMountTime();
  const [offset, setOffset] = useState(0);
  const week = weekOf(addDays(now, offset * 7));
  const from = week.start.getTime();
  const to = week.end.getTime();
  const entries = useWorklogs(from, to, { userId: me?.id });
  const sums = useWorklogSums('day', from, to);
  const reload = useReloadHr();
  const remove = useMutation({ mutationFn: (id: string) => deleteWorklog(id), onSettled: reload });
  const change = useMutation({ mutationFn: ({ id, description }: { id: string; description: string }) => patchWorklog(id, { description }), onSettled: reload });
  const [draft, setDraft] = useState<{ id: string; description: string } | null>(null);

  if (!me) return <LoginRequired namespace="hr" />;
  if (entries.isError || sums.isError) return <ErrorState message={t('tracking.loadFailed')} details={errorText(entries.error ?? sums.error)} />;
  if (!entries.data || !sums.data) return <LoadingState />;
  const shown = entries.data.filter((entry) => entry.start >= from && entry.start < to);
  const daySum = (entry: Worklog) => sums.data.sums.find((sum) => sum.key === isoDay(entry.start))?.duration ?? 0;
  const failure = remove.error ?? change.error;

  return (
    <div data-testid="worklogs" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {settings.label ? <strong>{settings.label}</strong> : null}
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <button type="button" data-testid="worklogs-previous" aria-label={t('worklogs.previousWeek')} style={buttonStyle('outline', 'primary', 'sm')} onClick={() => setOffset(offset - 1)}>‹</button>
        <strong data-testid="worklogs-week">{t('worklogs.week', weekLabelParts(week))}</strong>
        <button type="button" data-testid="worklogs-next" aria-label={t('worklogs.nextWeek')} style={buttonStyle('outline', 'primary', 'sm')} onClick={() => setOffset(offset + 1)}>›</button>
        <span style={{ flex: 1 }} />
        <span data-testid="worklogs-total">{t('worklogs.total', { duration: formatHours(sums.data.total) })}</span>
      </div>
      {failure ? <span data-testid="worklogs-error" role="alert" style={{ color: '#c53030' }}>{t('timer.actionFailed', { message: errorText(failure) ?? '' })}</span> : null}
      {shown.length === 0 ? <EmptyState message={t('worklogs.none')} /> : (
        <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {shown.map((entry) => (
            <li key={entry.id} data-testid="worklog" style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap', padding: '4px 0', borderBottom: '1px solid #edf2f7' }}>
              <span>{formatDdMmYyyy(entry.start)}</span>
              <span>{entry.end === undefined ? t('worklogs.runningSince', { start: formatHHmm(entry.start) }) : `${formatHHmm(entry.start)}–${formatHHmm(entry.end)}`}</span>
              {entry.end === undefined ? null : <span data-testid="worklog-duration">{formatHours(entry.duration ?? 0)}</span>}
              <span data-testid="worklog-day-sum" style={{ color: '#718096' }}>{t('worklogs.daySum', { duration: formatHours(daySum(entry)) })}</span>
              {draft?.id === entry.id ? (
                <>
                  <input data-testid="worklog-description-input" aria-label={t('timer.description')} value={draft.description} maxLength={2000} onChange={(event) => setDraft({ id: entry.id, description: event.target.value })} />
                  <button type="button" data-testid="worklog-save" disabled={editing} style={buttonStyle('solid', 'primary', 'sm', editing)} onClick={() => { change.mutate(draft); setDraft(null); }}>{t('worklogs.save')}</button>
                </>
              ) : <span data-testid="worklog-description" style={{ flex: 1 }}>{entry.description}</span>}
              {settings.allowEditing && draft?.id !== entry.id ? (
                <>
                  <button type="button" data-testid="worklog-edit" style={buttonStyle('ghost', 'primary', 'sm')} onClick={() => setDraft({ id: entry.id, description: entry.description ?? '' })}>{t('worklogs.edit')}</button>
                  <ConfirmButton testId="worklog-delete" label={t('worklogs.delete')} question={t('worklogs.confirmDelete')} disabled={editing || remove.isPending} onConfirm={() => remove.mutate(entry.id)} />
                </>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

export const WorklogsWidget = widgetFromSpec(spec, Worklogs);
