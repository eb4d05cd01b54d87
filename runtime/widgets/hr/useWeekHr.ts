import { isoDay } from '../planning/calendar';
import { absencesInPeriod, useAbsences, useWorklogs } from './hrData';


/**
 * The approved absences and the worklogs of a planning period, as far as the caller may read them (its own, or
 * everybody's with ABSENCES_READ/ABSENCES_APPROVE and WORKLOGS_READ). While they load, or when they fail, the
 * planning view shows its tasks without them.
 */
export function useWeekHr(start: Date, end: Date) {
  const lastDay = new Date(end.getTime() - 1);
  const absences = useAbsences(absencesInPeriod(isoDay(start), isoDay(lastDay), 'approved'));
  const worklogs = useWorklogs(start.getTime(), end.getTime());
  return { absences: absences.data ?? [], worklogs: worklogs.data ?? [] };
}
