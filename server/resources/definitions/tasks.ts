import { TaskFieldsSchema } from '../../../runtime/api/schemas/tasks.js';
import { hasPermission } from '../../auth/context.js';
import { forbidden } from '../../http/errors.js';
import type { ResourceDefinition, ResourceRoutes, WriteHookArgs } from '../core/types.js';

/**
 * /api/tasks: the tasks of resource planning (spec 000 sections 3 and 4). Any signed-in user of the tenant reads
 * them (planning shows the load of colleagues too) and plans its own work: without TENANT_ADMIN a caller may only
 * create or change tasks it is assigned to (its id in `userIds`, before and after the change). Lists are sorted
 * by start; search by user with `userIds` in [...] and by period with `start` between two epoch ms values.
 */
const HOUR_MS = 3_600_000;

function assertOwnTask(data: Record<string, unknown>, { ctx, existing }: WriteHookArgs): void {
  const auth = ctx.auth;
  if (!auth || hasPermission(auth, 'TENANT_ADMIN')) return;
  const includesCaller = (task: Record<string, unknown> | null) =>
    Array.isArray(task?.userIds) && (task.userIds as unknown[]).includes(auth.userId);
  if ((existing && !includesCaller(existing)) || !includesCaller(data)) {
    throw forbidden('Only tasks assigned to you can be planned without TENANT_ADMIN');
  }
}

export const tasks: ResourceDefinition = {
  name: 'tasks',
  schema: TaskFieldsSchema,
  searchable: ['title', 'description'],
  replacements: { userIds: 'users' },
  defaultSort: 'start',
  hooks: {
    prepare(data, args) {
      assertOwnTask(data, args);
      // The scheduling duration follows the planned hours unless the client sent its own.
      const hours = Number(data.durationInHours);
      const scheduling = (data.scheduling as Record<string, unknown> | undefined) ?? { duration: Math.round(hours * HOUR_MS) };
      return { ...data, scheduling };
    },
  },
};

export const taskRoutes: ResourceRoutes[] = [
  { path: '/tasks', definition: tasks, access: { read: {}, write: {} } },
];
