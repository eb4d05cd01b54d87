import { useMemo } from 'react';
import { tasksApi } from '../../../runtime/api';
import { useCurrentUser } from '../../../runtime/auth';
import { TaskFieldsSchema, type Task } from '../../../model/api/schemas/tasks';
import { TASKS } from '../../../model/resources/descriptors';
import { simpleApi } from '../simple/simpleApi';
import { SimpleResourcePage, type SimpleResourceConfig } from '../simple/SimpleResourcePage';

const BASE: Omit<SimpleResourceConfig<Task>, 'initial'> = {
  resource: 'tasks',
  prefix: 'taskQueue',
  descriptor: TASKS,
  schema: TaskFieldsSchema,
  nameField: 'title',
  intro: 'taskQueue.intro',
  fields: [
    { name: 'title', inList: true, sortable: true },
    { name: 'start', kind: 'datetime', inList: true, sortable: true },
    { name: 'durationInHours', inList: true, sortable: true },
    { name: 'description', kind: 'textarea' },
  ],
  api: simpleApi(TASKS, tasksApi),
};

/**
 * `task-queue` (TASKS_READ): the tasks of resource planning (`/api/tasks`), by start. A new task is assigned to the
 * user creating it; who else works on it is planned in the planning widgets. Without TENANT_ADMIN the server lets a
 * user change only tasks assigned to it (docs/api.md, Tasks), and says so when refused.
 */
export default function TaskQueuePage() {
  const userId = useCurrentUser()?.id;
  const config = useMemo(() => ({ ...BASE, initial: userId ? { userIds: [userId] } : undefined }), [userId]);
  return <SimpleResourcePage config={config} />;
}
