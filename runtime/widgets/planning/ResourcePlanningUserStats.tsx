import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import spec from '../../../widget-schemas/ResourcePlanningUserStats';
import { useCurrentUser } from '../../auth';
import { formatDdMmYyyy, formatPercent, formatWeekday } from '../../format/format';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useRenderMode } from '../../render/extensions';
import { ErrorState, EmptyState } from '../../hooks/notices';
import { errorText, LoadingState } from '../../stores';
import { buttonStyle } from '../theme';
import { isoDay, timelineWeeks, weekLabelParts, type Week } from './calendar';
import { dayBarPercent, dayPlannedHours, loadPercent, plannedHours, workingHoursOf } from './load';
import { DayBar, WeekLoadBar } from './LoadBar';
import { LoginRequired } from './LoginRequired';
import { usePlanningTasks, usePlanningUsers, useReloadPlanning } from './planningData';
import { TaskDialog } from './TaskDialog';
import { NAME_WIDTH, cellBorder, UserTimelineRow } from './UserTimelineRow';
import { dayWidth, useZoom } from './useZoom';
import { useShownUser } from './useShownUser';
import { useMountTime } from './useToday';

/**
 * Resource planning user stats: a 3-week timeline from this Monday with each user's load per week (planned hours /
 * working hours). Zoom 1 to 8 (starting at 3) widens the days; a week header expands that week into its days; a
 * user's name toggles that user's day timeline (remembered in browser storage), where each day offers 'Neue Aufgabe'
 * for the current user at 08:00 for 2 hours.
 */
function ResourcePlanningUserStats({ id }: WidgetProps) {
  const { t, i18n } = useTranslation('planning');
  const me = useCurrentUser();
  const mode = useRenderMode();
  const zoom = useZoom();
  const [shown, toggleShown] = useShownUser(id);
  const [expanded, setExpanded] = useState<number | null>(null);
  const [dialogDay, setDialogDay] = useState<Date | null>(null);
  const now = useMountTime();
  const weeks = useMemo(() => timelineWeeks(now), [now]);
  const from = weeks[0].start.getTime();
  const to = weeks[weeks.length - 1].end.getTime();
  const users = usePlanningUsers();
  const tasks = usePlanningTasks(from, to);
  const reload = useReloadPlanning();

  if (!me) return <LoginRequired />;
  if (users.isError || tasks.isError) return <ErrorState message={t('loadFailed')} details={errorText(users.error ?? tasks.error)} />;
  if (!users.data || !tasks.data) return <LoadingState />;
  if (users.data.length === 0) return <EmptyState message={t('noUsers')} />;

  const day = dayWidth(zoom.level);
  const taskList = tasks.data;
  const weekWidth = 7 * day;
  const weekLabel = (week: Week) => t('weekLabel', weekLabelParts(week));
  const dayLabel = (date: Date) => `${formatWeekday(date, i18n.language)} ${formatDdMmYyyy(date).slice(0, 6)}`;

  return (
    <div data-testid="user-stats" data-zoom={zoom.level} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <button type="button" data-testid="zoom-out" aria-label={t('zoomOut')} disabled={!zoom.canZoomOut} style={buttonStyle('outline', 'primary', 'sm', !zoom.canZoomOut)} onClick={zoom.zoomOut}>
          −
        </button>
        <span data-testid="zoom-level">{t('zoom', { level: zoom.level })}</span>
        <button type="button" data-testid="zoom-in" aria-label={t('zoomIn')} disabled={!zoom.canZoomIn} style={buttonStyle('outline', 'primary', 'sm', !zoom.canZoomIn)} onClick={zoom.zoomIn}>
          +
        </button>
      </div>
      <div style={{ overflowX: 'auto' }}>
        <div role="table" aria-label={t('statsLabel')} style={{ display: 'inline-flex', flexDirection: 'column', minWidth: '100%' }}>
          <div role="row" style={{ display: 'flex', borderBottom: cellBorder }}>
            <div role="columnheader" style={{ width: NAME_WIDTH, flex: 'none', fontWeight: 600, padding: 4 }}>{t('user')}</div>
            {weeks.map((week, index) => (
              <div role="columnheader" key={week.number} style={{ width: weekWidth, flex: 'none', borderLeft: cellBorder }}>
                <button
                  type="button"
                  data-testid="week-header"
                  data-week={week.number}
                  aria-expanded={expanded === index}
                  title={t(expanded === index ? 'collapseWeek' : 'expandWeek')}
                  style={{ width: '100%', border: 'none', background: expanded === index ? '#ebf8ff' : 'transparent', cursor: 'pointer', fontSize: 12, padding: 4, whiteSpace: 'normal' }}
                  onClick={() => setExpanded(expanded === index ? null : index)}
                >
                  {weekLabel(week)}
                </button>
                {expanded === index ? (
                  <div style={{ display: 'flex' }}>
                    {week.days.map((date) => (
                      <span key={date.getTime()} data-testid="day-header" style={{ width: day, fontSize: 10, textAlign: 'center', overflow: 'hidden' }}>{dayLabel(date)}</span>
                    ))}
                  </div>
                ) : null}
              </div>
            ))}
          </div>
          {users.data.map((user) => {
            const working = workingHoursOf(user);
            const isShown = shown === user.id;
            return (
              <Fragment key={user.id}>
                <div role="row" data-testid="user-row" data-user-id={user.id} style={{ display: 'flex', alignItems: 'center', borderBottom: cellBorder }}>
                  <div role="rowheader" style={{ width: NAME_WIDTH, flex: 'none', padding: 4 }}>
                    <button
                      type="button"
                      data-testid="user-toggle"
                      aria-pressed={isShown}
                      title={t(isShown ? 'hideTimeline' : 'showTimeline', { name: user.displayName })}
                      style={{ border: 'none', background: 'none', padding: 0, cursor: 'pointer', fontWeight: isShown ? 700 : 400, textAlign: 'left', color: '#2b6cb0' }}
                      onClick={() => toggleShown(user.id)}
                    >
                      {user.displayName}
                    </button>
                  </div>
                  {weeks.map((week, index) => {
                    const planned = plannedHours(taskList, user.id, week.start.getTime(), week.end.getTime());
                    const percent = loadPercent(planned, working);
                    return (
                      <div role="cell" key={week.number} style={{ width: weekWidth, flex: 'none', display: 'flex', borderLeft: cellBorder, padding: '4px 0' }}>
                        {expanded === index ? (
                          week.days.map((date) => {
                            const bar = dayBarPercent(dayPlannedHours(taskList, user.id, date), working);
                            return <DayBar key={date.getTime()} day={isoDay(date)} width={day} height={28} percent={bar} label={t('dayLoad', { percent: formatPercent(bar / 100), date: formatDdMmYyyy(date) })} />;
                          })
                        ) : (
                          <WeekLoadBar percent={percent} width={weekWidth} label={t('weekLoad', { label: weekLabel(week), percent: formatPercent(percent / 100), planned, working })} />
                        )}
                      </div>
                    );
                  })}
                </div>
                {isShown ? (
                  <UserTimelineRow user={user} weeks={weeks} dayWidth={day} tasks={taskList} working={working} onNewTask={(date) => mode !== 'edit' && setDialogDay(date)} />
                ) : null}
              </Fragment>
            );
          })}
        </div>
      </div>
      {dialogDay ? <TaskDialog day={dialogDay} user={me} onClose={() => setDialogDay(null)} onCreated={() => void reload()} /> : null}
    </div>
  );
}

export const ResourcePlanningUserStatsWidget = widgetFromSpec(spec, ResourcePlanningUserStats);
