import { apiRequest } from './http.js';
import { apiMethod } from './method.js';
import type { RunningWorklog, StartWorklog, Worklog, WorklogSums, WorklogSumsQuery } from '../../model/api/schemas/hr.js';

/**
 * The worklog timer and sums (docs/hr.md): the running entry lives on the server, start and stop take the server's
 * clock; `getRunningWorklog` answers the server's time too, so the elapsed time shown does not depend on the
 * device's clock.
 */
export const getRunningWorklog = apiMethod('getRunningWorklog', [], [], () =>
  apiRequest<RunningWorklog>('GET', '/worklogs/running'));
export const startWorklog = apiMethod('startWorklog', ['startWorklog'], [], (startWorklog: StartWorklog = {}) =>
  apiRequest<Worklog>('POST', '/worklogs/start', { body: startWorklog }));
export const stopWorklog = apiMethod('stopWorklog', [], [], () =>
  apiRequest<Worklog>('POST', '/worklogs/stop'));
export const getWorklogSums = apiMethod('getWorklogSums', ['query'], ['query'], (query: WorklogSumsQuery) =>
  apiRequest<WorklogSums>('GET', '/worklogs/sums', { query: { ...query } }));
