import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsOf } from '../../../widget-schemas/spec';
import spec from '../../../widget-schemas/ResourcePlanningUserTable';
import { useCurrentUser } from '../../auth';
import { formatDdMmYyyy, formatNumber, formatPercent } from '../../format/format';
import { EmptyState, ErrorState } from '../../hooks/notices';
import { widgetFromSpec, type WidgetProps } from '../../registry/defineWidget';
import { useContextValue, useSetContextValue, useSocketInput } from '../../sockets/hooks';
import { errorText, LoadingState } from '../../stores';
import { loadPercent, plannedHours, workingHoursOf } from './load';
import { LoadBarCell } from './LoadBarCell';
import { LoginRequired } from './LoginRequired';
import { parsePeriod, periodWeeks } from './period';
import { usePlanningTasks, usePlanningUsers } from './planningData';
import { useMountTime } from './useToday';

export type ResourcePlanningUserTableSettings = SettingsOf<typeof spec.schema>;

const cell = { padding: '6px 8px', borderBottom: '1px solid #e2e8f0', textAlign: 'left' } as const;

/**
 * Users with their working hours, planned hours and load in a period (input `periodOfTime`, default 3 weeks from
 * this Monday). Clicking a user writes its id into the context variable named by the `userContextVariable` input
 * (or setting), so other widgets (e.g. the configuration of working hours) follow the choice.
 */
function ResourcePlanningUserTable({ id, settings }: WidgetProps<ResourcePlanningUserTableSettings>) {
  const { t } = useTranslation('planning');
  const me = useCurrentUser();
  const periodInput = useSocketInput<unknown>(id, 'periodOfTime');
  const variableInput = useSocketInput<unknown>(id, 'userContextVariable');
  const variable = (typeof variableInput === 'string' && variableInput.trim()) || settings.userContextVariable.trim();
  const selected = useContextValue<unknown>(variable || '$none');
  const setContext = useSetContextValue();
  const now = useMountTime();
  const periodKey = JSON.stringify(periodInput ?? null);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one period per distinct input value
  const period = useMemo(() => parsePeriod(periodInput, now), [periodKey, now]);
  const users = usePlanningUsers();
  const tasks = usePlanningTasks(period.from, period.to);

  if (!me) return <LoginRequired />;
  if (users.isError || tasks.isError) return <ErrorState message={t('loadFailed')} details={errorText(users.error ?? tasks.error)} />;
  if (!users.data || !tasks.data) return <LoadingState />;
  if (users.data.length === 0) return <EmptyState message={t('noUsers')} />;
  const weeks = periodWeeks(period);

  return (
    <table data-testid="user-table" style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <caption style={{ textAlign: 'left', padding: '4px 0', color: '#4a5568' }}>
        {t('table.period', { from: formatDdMmYyyy(period.from), to: formatDdMmYyyy(period.to - 1) })}
      </caption>
      <thead>
        <tr>
          <th style={cell}>{t('user')}</th>
          <th style={cell}>{t('table.workingHours')}</th>
          <th style={cell}>{t('table.planned')}</th>
          <th style={cell}>{t('table.load')}</th>
        </tr>
      </thead>
      <tbody>
        {users.data.map((user) => {
          const working = workingHoursOf(user);
          const planned = plannedHours(tasks.data, user.id, period.from, period.to);
          const percent = loadPercent(planned, working * weeks);
          const active = selected !== undefined && selected === user.id;
          return (
            <tr
              key={user.id}
              data-testid="user-table-row"
              data-user-id={user.id}
              aria-selected={active}
              tabIndex={variable ? 0 : undefined}
              style={{ cursor: variable ? 'pointer' : 'default', background: active ? '#ebf8ff' : undefined }}
              onClick={() => variable && setContext(variable, user.id)}
              onKeyDown={(event) => event.key === 'Enter' && variable && setContext(variable, user.id)}
            >
              <td style={cell}>{user.displayName}</td>
              <td style={cell} data-testid="user-working-hours">{t('hours', { hours: formatNumber(working) })}</td>
              <td style={cell} data-testid="user-planned-hours">{t('hours', { hours: formatNumber(planned) })}</td>
              <td style={cell} data-testid="user-load">
                <LoadBarCell percent={percent} text={formatPercent(percent / 100)} />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export const ResourcePlanningUserTableWidget = widgetFromSpec(spec, ResourcePlanningUserTable);
