import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import spec from '../../../widget-schemas/WorkloadTimeline';
import { useCurrentUser } from '../../auth';
import { formatDdMmYyyy, formatPercent, formatWeekday } from '../../format/format';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { errorText, LoadingState } from '../../stores';
import { buttonStyle } from '../theme';
import { addDays, weekLabelParts, weekOf } from './calendar';
import { DayLane, HourAxis } from './DayLane';
import { loadPercent, plannedHours, workingHoursOf } from './load';
import { WeekLoadBar } from './LoadBar';
import { LoginRequired } from './LoginRequired';
import { usePlanningTasks, usePlanningUsers } from './planningData';
import { useZoom } from './useZoom';
import { useWeekHr } from '../hr/useWeekHr';
import { useMountTime } from './useToday';
import { NAME_WIDTH } from './UserTimelineRow';

/**
 * The weekly workload of each user: the week's load (planned / working hours) per user; a user's week expands to
 * a day timeline of its tasks on lanes from 0 to 24 h with 12 two-hour markers. Previous and next week move the
 * view; zoom widens the lanes.
 */
function WorkloadTimeline(_props: WidgetProps) {
  const { t, i18n } = useTranslation('planning');
  const me = useCurrentUser();
  const zoom = useZoom();
  const [offset, setOffset] = useState(0);
  const [expanded, setExpanded] = useState<string | null>(null);
  const now = useMountTime();
  const week = useMemo(() => weekOf(addDays(now, offset * 7)), [now, offset]);
  const users = usePlanningUsers();
  const tasks = usePlanningTasks(week.start.getTime(), week.end.getTime());
  const hr = useWeekHr(week.start, week.end);

  if (!me) return <LoginRequired />;
  if (users.isError || tasks.isError) return <ErrorState message={t('loadFailed')} details={errorText(users.error ?? tasks.error)} />;
  if (!users.data || !tasks.data) return <LoadingState />;
  if (users.data.length === 0) return <EmptyState message={t('noUsers')} />;
  const laneWidth = 120 + zoom.level * 60;

  return (
    <div data-testid="workload-timeline" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" data-testid="previous-week" aria-label={t('previousWeek')} style={buttonStyle('outline', 'primary', 'sm')} onClick={() => setOffset(offset - 1)}>‹</button>
        <strong data-testid="workload-week">{t('weekLabel', weekLabelParts(week))}</strong>
        <button type="button" data-testid="next-week" aria-label={t('nextWeek')} style={buttonStyle('outline', 'primary', 'sm')} onClick={() => setOffset(offset + 1)}>›</button>
        <span style={{ flex: 1 }} />
        <button type="button" data-testid="zoom-out" aria-label={t('zoomOut')} disabled={!zoom.canZoomOut} style={buttonStyle('outline', 'primary', 'sm', !zoom.canZoomOut)} onClick={zoom.zoomOut}>−</button>
        <button type="button" data-testid="zoom-in" aria-label={t('zoomIn')} disabled={!zoom.canZoomIn} style={buttonStyle('outline', 'primary', 'sm', !zoom.canZoomIn)} onClick={zoom.zoomIn}>+</button>
      </div>
      <div style={{ overflowX: 'auto' }}>
        {users.data.map((user) => {
          const working = workingHoursOf(user);
          const planned = plannedHours(tasks.data, user.id, week.start.getTime(), week.end.getTime());
          const percent = loadPercent(planned, working);
          const open = expanded === user.id;
          return (
            <Fragment key={user.id}>
              <div data-testid="workload-user" data-user-id={user.id} style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '4px 0', borderBottom: '1px solid #e2e8f0' }}>
                <button
                  type="button"
                  data-testid="workload-expand"
                  aria-expanded={open}
                  style={{ width: NAME_WIDTH, flex: 'none', textAlign: 'left', border: 'none', background: 'none', cursor: 'pointer', color: '#2b6cb0', padding: 0 }}
                  onClick={() => setExpanded(open ? null : user.id)}
                >
                  {open ? '▾' : '▸'} {user.displayName}
                </button>
                <WeekLoadBar percent={percent} width={laneWidth} label={t('weekLoad', { label: t('weekLabel', weekLabelParts(week)), percent: formatPercent(percent / 100), planned, working })} />
              </div>
              {open ? (
                <div data-testid="workload-days" style={{ display: 'flex', flexDirection: 'column', gap: 2, padding: '4px 0 8px' }}>
                  <div style={{ display: 'flex', gap: 8 }}>
                    <span style={{ width: NAME_WIDTH, flex: 'none' }} />
                    <HourAxis width={laneWidth} />
                  </div>
                  {week.days.map((day) => (
                    <div key={day.getTime()} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
                      <span style={{ width: NAME_WIDTH, flex: 'none', fontSize: 12, textAlign: 'right' }}>
                        {formatWeekday(day, i18n.language)} {formatDdMmYyyy(day)}
                      </span>
                      <DayLane day={day} tasks={tasks.data} userId={user.id} width={laneWidth} absences={hr.absences} worklogs={hr.worklogs} now={now} />
                    </div>
                  ))}
                </div>
              ) : null}
            </Fragment>
          );
        })}
      </div>
    </div>
  );
}

export const WorkloadTimelineWidget = widgetFromSpec(spec, WorkloadTimeline);
