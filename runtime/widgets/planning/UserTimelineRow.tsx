/**
 * The day timeline of the user shown in ResourcePlanningUserStats: per day of the 3 weeks the day's load and a
 * button for a new task on that day ('Neue Aufgabe', see TaskDialog).
 */
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../model/api/schemas/tasks';
import { formatDdMmYyyy, formatPercent } from '../../format/format';
import { isoDay, type Week } from './calendar';
import { dayBarPercent, dayPlannedHours, type PlanningUser } from './load';
import { DayBar } from './LoadBar';

export const NAME_WIDTH = 180;
export const cellBorder = '1px solid #e2e8f0';

interface UserTimelineRowProps {
  user: PlanningUser;
  weeks: Week[];
  dayWidth: number;
  tasks: Task[];
  working: number;
  onNewTask(date: Date): void;
}

export function UserTimelineRow({ user, weeks, dayWidth, tasks, working, onNewTask }: UserTimelineRowProps) {
  const { t } = useTranslation('planning');
  return (
    <div role="row" data-testid="user-timeline" data-user-id={user.id} style={{ display: 'flex', background: '#f7fafc', borderBottom: cellBorder }}>
      <div role="rowheader" style={{ width: NAME_WIDTH, flex: 'none', padding: 4, fontSize: 12, color: '#4a5568' }}>{t('timelineOf', { name: user.displayName })}</div>
      {weeks.map((week) => (
        <div role="cell" key={week.number} style={{ width: 7 * dayWidth, flex: 'none', display: 'flex', borderLeft: cellBorder }}>
          {week.days.map((date) => {
            const bar = dayBarPercent(dayPlannedHours(tasks, user.id, date), working);
            const label = t('newTaskOn', { date: formatDdMmYyyy(date) });
            return (
              <div key={date.getTime()} style={{ width: dayWidth, display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                <DayBar day={isoDay(date)} width={dayWidth} percent={bar} label={t('dayLoad', { percent: formatPercent(bar / 100), date: formatDdMmYyyy(date) })} />
                <button
                  type="button"
                  data-testid="new-task"
                  data-day={isoDay(date)}
                  aria-label={label}
                  title={label}
                  style={{ width: Math.min(dayWidth - 2, 24), height: 20, padding: 0, fontSize: 12, border: '1px solid #cbd5e0', borderRadius: 4, background: '#ffffff', cursor: 'pointer' }}
                  onClick={() => onNewTask(date)}
                >
                  +
                </button>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
