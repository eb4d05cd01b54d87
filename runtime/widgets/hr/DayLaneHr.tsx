import { useTranslation } from 'react-i18next';
import type { Worklog } from '../../../model/api/schemas/hr';
import { formatHHmm } from '../../format/format';
import { isoDay } from '../planning/calendar';
import { formatHours } from './duration';
import { absenceUserId, type AbsenceWithUser } from './hrData';

const DAY_MS = 24 * 3_600_000;

export interface DayLaneHrProps {
  day: Date;
  /** Where a running worklog ends for now (the view's clock). */
  now?: number;
  userId: string;
  absences: readonly AbsenceWithUser[];
  worklogs: readonly Worklog[];
}

/**
 * What time and HR add to a planning day lane: an approved absence of the user covers the whole day (hatched, with
 * its type), and each worklog of the user shows as a green band along the lane's bottom from start to end.
 */
export function DayLaneHr({ day, now = 0, userId, absences, worklogs }: DayLaneHrProps) {
  const { t } = useTranslation('hr');
  const from = day.getTime();
  const to = from + DAY_MS;
  const date = isoDay(day);
  const absence = absences.find((a) => a.status === 'approved' && absenceUserId(a) === userId && a.from <= date && a.to >= date);
  const booked = worklogs.filter((w) => w.userId === userId && w.start < to && (w.end ?? now) > from);
  return (
    <>
      {absence ? (
        <span
          data-testid="absence-block"
          data-day={date}
          title={t('planning.absent', { type: t(`absences.types.${absence.type}`) })}
          style={{ position: 'absolute', inset: 0, background: 'repeating-linear-gradient(45deg, #fed7d7, #fed7d7 6px, #fff5f5 6px, #fff5f5 12px)', color: '#9b2c2c', fontSize: 10, paddingLeft: 4, display: 'flex', alignItems: 'center', zIndex: 1 }}
        >
          {t('planning.absent', { type: t(`absences.types.${absence.type}`) })}
        </span>
      ) : null}
      {booked.map((worklog) => {
        const start = Math.max(worklog.start, from);
        const end = Math.min(worklog.end ?? now, to);
        const label = `${formatHHmm(worklog.start)} ${t('planning.worked', { duration: formatHours((worklog.end ?? now) - worklog.start) })}`;
        return (
          <span
            key={worklog.id}
            data-testid="worklog-block"
            title={label}
            aria-label={label}
            style={{ position: 'absolute', bottom: 0, height: 5, left: `${((start - from) / DAY_MS) * 100}%`, width: `${Math.max(0.5, ((end - start) / DAY_MS) * 100)}%`, background: '#38a169', zIndex: 2 }}
          />
        );
      })}
    </>
  );
}
