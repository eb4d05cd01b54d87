import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SearchRequest } from '../../../model/api/schemas/common';
import type { Task } from '../../../model/api/schemas/tasks';
import { formatDateTime } from '../../format';
import { StoreState, useStore } from '../../stores';

/** How many of the user's tasks are listed (the heading counts them all). */
export const MY_TASKS_SHOWN = 10;

/** The search for the tasks that include a user (its id in `userIds`), sorted by start. */
export const myTasksSearch = (userId: string): SearchRequest =>
  ({ fieldSearches: [{ type: 'foreignId', fieldname: 'userIds', matcher: 'equals', value: userId }], page: 1, size: MY_TASKS_SHOWN, sort: 'start' }) as SearchRequest;

/** The tasks that include the signed-in user, from the tasks store: title and start, the first ones by start. */
export function MyTasks({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation('charts');
  const search = useMemo(() => myTasksSearch(userId), [userId]);
  const result = useStore<Task>('tasks', { search });
  return (
    <section data-testid="statistics-my-tasks" aria-label={t('statistics.myTasks', { count: result.total })}>
      <h4 style={{ margin: '0 0 6px' }}>{t('statistics.myTasks', { count: result.total })}</h4>
      <StoreState result={result} empty={t('statistics.noTasks')}>
        <ul style={{ margin: 0, paddingLeft: 18 }}>
          {result.elements.map((task) => (
            <li key={task.id} data-testid="statistics-task">
              <strong>{task.title}</strong> <span style={{ color: '#4a5568' }}>{formatDateTime(task.start, i18n.language)}</span>
            </li>
          ))}
        </ul>
      </StoreState>
    </section>
  );
}
