import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { searchAbsences, searchWorklogs } from '../../api/resources';
import { getRunningWorklog, getWorklogSums, startWorklog, stopWorklog } from '../../api/worklogTimer';
import type { Absence, StartWorklog, Worklog, WorklogGrouping } from '../../../model/api/schemas/hr';
import type { SearchRequest } from '../../../model/api/schemas/common';
import { useCurrentUser } from '../../auth';

/**
 * Server data of the time and HR widgets (docs/hr.md), shared through TanStack Query under one key, so a stop,
 * a new entry or a decision reloads every HR widget and the planning views that show worklogs and absences.
 * The running entry is asked for again every 30 s and when the window gets the focus back, so a timer started or
 * stopped on another device shows up here.
 */
export const HR_KEY = ['hr'] as const;
const RUNNING_REFRESH_MS = 30_000;

export function useRunningWorklog() {
  const me = useCurrentUser();
  return useQuery({
    queryKey: [...HR_KEY, 'running', me?.id ?? null],
    enabled: !!me,
    // The offset between this device's clock and the server's, so elapsed time follows the server.
    queryFn: async () => {
      const answer = await getRunningWorklog();
      return { entry: answer.entry, clockOffset: answer.serverTime - Date.now() };
    },
    refetchInterval: RUNNING_REFRESH_MS,
    refetchOnWindowFocus: true,
  });
}

export function useWorklogSums(groupBy: WorklogGrouping, from: number, to: number) {
  const me = useCurrentUser();
  return useQuery({
    queryKey: [...HR_KEY, 'sums', me?.id ?? null, groupBy, from, to],
    enabled: !!me,
    queryFn: () => getWorklogSums({ groupBy, from, to, userId: me!.id, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone }),
  });
}

/** Worklogs that overlap [from, to), of `userId` or of everybody the caller may read. */
export function worklogsInPeriod(from: number, to: number, userId?: string): SearchRequest {
  const user = userId ? [{ type: 'id' as const, fieldname: 'userId', matcher: 'equals' as const, value: userId }] : [];
  return {
    logicalOperator: 'and',
    fieldSearches: [
      { type: 'date', fieldname: 'start', matcher: 'lessThan', value: to },
      { type: 'date', fieldname: 'start', matcher: 'greaterThanOrEquals', value: from - 24 * 3_600_000 },
      ...user,
    ],
    page: 1,
    size: 1000,
    sort: '-start',
  };
}

export function useWorklogs(from: number, to: number, options: { userId?: string; enabled?: boolean } = {}) {
  const me = useCurrentUser();
  return useQuery({
    queryKey: [...HR_KEY, 'worklogs', me?.id ?? null, options.userId ?? null, from, to],
    enabled: (options.enabled ?? true) && !!me,
    queryFn: async (): Promise<Worklog[]> => (await searchWorklogs(worklogsInPeriod(from, to, options.userId))).elements,
  });
}

/** Absences whose days overlap the calendar dates [fromDay, toDay] (YYYY-MM-DD), optionally only one status. */
export function absencesInPeriod(fromDay: string, toDay: string, status?: Absence['status']): SearchRequest {
  const byStatus = status ? [{ type: 'string' as const, fieldname: 'status', matcher: 'equals' as const, value: status }] : [];
  return {
    logicalOperator: 'and',
    fieldSearches: [
      { type: 'string', fieldname: 'from', matcher: 'lessThanOrEquals', value: toDay },
      { type: 'string', fieldname: 'to', matcher: 'greaterThanOrEquals', value: fromDay },
      ...byStatus,
    ],
    page: 1,
    size: 1000,
    sort: 'from',
  };
}

/** An absence with `userId` replaced by the user it names (`withReplacements`), for showing whose it is. */
export type AbsenceWithUser = Omit<Absence, 'userId'> & { userId?: string | { id: string; displayName?: string } };

export function useAbsences(search: SearchRequest, enabled = true) {
  const me = useCurrentUser();
  return useQuery({
    queryKey: [...HR_KEY, 'absences', me?.id ?? null, search],
    enabled: enabled && !!me,
    queryFn: async (): Promise<AbsenceWithUser[]> => (await searchAbsences(search, { withReplacements: true })).elements as AbsenceWithUser[],
  });
}

export const absenceUserId = (absence: AbsenceWithUser): string | undefined =>
  (typeof absence.userId === 'object' ? absence.userId?.id : absence.userId);

/** Reloads every HR and planning query after a write. */
export function useReloadHr(): () => Promise<void> {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: HR_KEY });
    await client.invalidateQueries({ queryKey: ['planning'] });
  };
}

export function useTimerActions() {
  const reload = useReloadHr();
  const start = useMutation({ mutationFn: (body: StartWorklog) => startWorklog(body), onSettled: reload });
  const stop = useMutation({ mutationFn: () => stopWorklog(), onSettled: reload });
  return { start, stop };
}
