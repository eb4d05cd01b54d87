import type { Task } from '../../../model/api/schemas/tasks';
import { formatHHmm } from '../../format/format';
import { HOUR_MS } from './calendar';
import { occurrences } from './load';
import { DayLaneHr, type DayLaneHrProps } from '../hr/DayLaneHr';

/** 12 two-hour markers, 0 to 22. */
export const HOUR_MARKERS = Array.from({ length: 12 }, (_, i) => i * 2);

const lane = { position: 'relative', height: 24, background: '#ffffff', border: '1px solid #e2e8f0', borderRadius: 4, overflow: 'hidden', boxSizing: 'border-box' } as const;

/** The hour axis above the day lanes: a label at each two-hour marker. */
export function HourAxis({ width }: { width: number }) {
  return (
    <div data-testid="hour-axis" style={{ position: 'relative', width, height: 16, fontSize: 10, color: '#718096' }}>
      {HOUR_MARKERS.map((hour) => (
        <span key={hour} data-testid="hour-marker" style={{ position: 'absolute', left: `${(hour / 24) * 100}%`, transform: 'translateX(-2px)' }}>
          {hour}
        </span>
      ))}
    </div>
  );
}

/**
 * One day from 0 to 24 h: grid lines at the markers and each task of the user as a block from start to end; with
 * time and HR data also the user's booked worklogs and an approved absence that blocks the day (docs/hr.md).
 */
export function DayLane({ day, tasks, userId, width, absences, worklogs, now }: { day: Date; tasks: readonly Task[]; userId: string; width: number } & Partial<Omit<DayLaneHrProps, 'day' | 'userId'>>) {
  const from = day.getTime();
  const to = from + 24 * HOUR_MS;
  const blocks = tasks
    .filter((task) => task.userIds.includes(userId))
    .flatMap((task) => occurrences(task, from, to).map((start) => ({ task, start })));
  return (
    <div data-testid="day-lane" style={{ ...lane, width }}>
      {HOUR_MARKERS.map((hour) => (
        <span key={hour} style={{ position: 'absolute', top: 0, bottom: 0, left: `${(hour / 24) * 100}%`, borderLeft: '1px dashed #edf2f7' }} />
      ))}
      <DayLaneHr day={day} now={now} userId={userId} absences={absences ?? []} worklogs={worklogs ?? []} />
      {blocks.map(({ task, start }) => {
        const offset = (start - from) / (24 * HOUR_MS);
        const length = Math.min(1 - offset, task.durationInHours / 24);
        return (
          <span
            key={`${task.id}-${start}`}
            data-testid="task-block"
            title={`${formatHHmm(start)} ${task.title} (${task.durationInHours} h)`}
            style={{ position: 'absolute', top: 2, bottom: 2, left: `${offset * 100}%`, width: `${Math.max(0.5, length * 100)}%`, background: '#90cdf4', borderRadius: 3, fontSize: 10, overflow: 'hidden', whiteSpace: 'nowrap', paddingLeft: 2, boxSizing: 'border-box' }}
          >
            {task.title}
          </span>
        );
      })}
    </div>
  );
}
