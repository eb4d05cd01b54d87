import { TASKS } from '../../../model/resources/descriptors.js';
import { TaskFieldsSchema } from '../../../model/api/schemas/tasks.js';
import { hasPermission } from '../../auth/context.js';
import { forbidden } from '../../http/errors.js';
import type { CallContext, ResourceDefinition, ResourceRoutes } from '../core/types.js';

/**
 * /api/tasks: the tasks of resource planning. Any signed-in user of the tenant reads them (planning shows the load of
 * colleagues too) and plans its own work: without TENANT_ADMIN a caller may only create, change or delete tasks it is
 * assigned to (its id in `userIds`, before and after the change). Lists are sorted by start; search by user with
 * `userIds` in [...] and by period with `start` between two epoch ms values.
 */
const HOUR_MS = 3_600_000;

/** Refuses (403) unless every given task lists the caller, or the caller holds TENANT_ADMIN. */
function assertOwnTasks(ctx: CallContext, tasks: (Record<string, unknown> | null)[]): void {
  const auth = ctx.auth;
  if (!auth || hasPermission(auth, 'TENANT_ADMIN')) return;
  const includesCaller = (task: Record<string, unknown> | null) =>
    Array.isArray(task?.userIds) && (task.userIds as unknown[]).includes(auth.userId);
  if (!tasks.every(includesCaller)) throw forbidden('Only tasks assigned to you can be planned without TENANT_ADMIN');
}

export const tasks: ResourceDefinition = {
  name: 'tasks',
  schema: TaskFieldsSchema,
  searchable: ['title', 'description'],
  replacements: { userIds: 'users' },
  defaultSort: TASKS.defaultSort,
  // The recurrence is open for what planning tools add; bounded so it stays a few settings.
  sizeLimits: { scheduling: 4096 },
  hooks: {
    prepare(data, { ctx, existing }) {
      // The caller must be assigned before and after the change, so it can neither take over nor give away.
      assertOwnTasks(ctx, existing ? [existing, data] : [data]);
      // The scheduling duration follows the planned hours unless the client sent its own.
      const hours = Number(data.durationInHours);
      const scheduling = (data.scheduling as Record<string, unknown> | undefined) ?? { duration: Math.round(hours * HOUR_MS) };
      return { ...data, scheduling };
    },
    // Deleting is a write too: one foreign task in a list refuses the whole delete.
    beforeDelete: (found, { ctx }) => assertOwnTasks(ctx, found),
  },
};

export const taskRoutes: ResourceRoutes[] = [
  { descriptor: TASKS, definition: tasks },
];
