import { AbsenceFieldsSchema } from '../../../model/api/schemas/hr.js';
import { ABSENCES } from '../../../model/resources/descriptors.js';
import { hasPermission } from '../../auth/context.js';
import { conflict, forbidden, invalidField } from '../../http/errors.js';
import type { CallContext, EntityObject, ResourceDefinition, ResourceRoutes, WriteHookArgs } from '../core/types.js';

/**
 * /api/absences: absence requests (docs/hr.md). An employee requests (status `requested`), may change or withdraw
 * (DELETE) its request while it is requested; a manager with ABSENCES_APPROVE (or TENANT_ADMIN) decides it once,
 * a PATCH of `status` to `approved` or `rejected`, which records who decided and when. A decided absence never
 * changes and is never deleted. Without ABSENCES_READ or ABSENCES_APPROVE a caller reads only its own.
 */
const REQUEST_FIELDS = ['userId', 'type', 'from', 'to', 'note'];

const mayApprove = (ctx: CallContext) => hasPermission(ctx.auth, 'ABSENCES_APPROVE');

function assertValidDates(data: Record<string, unknown>): void {
  for (const field of ['from', 'to']) {
    const date = new Date(`${String(data[field])}T00:00:00Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== data[field]) throw invalidField(field, 'is no calendar date');
  }
  if (String(data.to) < String(data.from)) throw invalidField('to', 'must not be before from');
}

function assertUndecided(existing: EntityObject): void {
  if (existing.status !== 'requested') {
    throw conflict(`This absence was already ${String(existing.status)} and cannot change`, [{ field: 'status', message: `is ${String(existing.status)}` }]);
  }
}

function request(data: Record<string, unknown>): Record<string, unknown> {
  if (data.status !== undefined && data.status !== 'requested') throw invalidField('status', 'of a new absence is requested; a manager decides it afterwards');
  for (const field of ['decidedBy', 'decidedAt']) if (data[field] !== undefined) throw invalidField(field, 'is set by the decision');
  assertValidDates(data);
  return { ...data, status: 'requested' };
}

function decide(data: Record<string, unknown>, existing: EntityObject, ctx: CallContext): Record<string, unknown> {
  if (!mayApprove(ctx)) throw forbidden('Deciding an absence needs the permission ABSENCES_APPROVE');
  if (existing.userId === ctx.auth?.userId && !hasPermission(ctx.auth, 'TENANT_ADMIN')) throw forbidden('Nobody decides their own absence');
  for (const field of REQUEST_FIELDS) {
    if (JSON.stringify(data[field]) !== JSON.stringify(existing[field])) throw invalidField(field, 'cannot change in the same call as the decision');
  }
  return { ...data, decidedBy: ctx.auth?.userId, decidedAt: Date.now() };
}

function change(data: Record<string, unknown>, existing: EntityObject, ctx: CallContext): Record<string, unknown> {
  assertUndecided(existing);
  if (data.status !== undefined && data.status !== 'requested') return decide(data, existing, ctx);
  if (existing.userId !== ctx.auth?.userId && !hasPermission(ctx.auth, 'TENANT_ADMIN')) throw forbidden('Only the employee changes its request');
  return request(data);
}

export const absences: ResourceDefinition = {
  name: 'absences',
  schema: AbsenceFieldsSchema,
  searchable: ['note', 'type', 'status'],
  replacements: { userId: 'users', decidedBy: 'users' },
  defaultSort: ABSENCES.defaultSort,
  owner: { field: 'userId', readAll: ['ABSENCES_READ', 'ABSENCES_APPROVE'], writeAll: ['ABSENCES_APPROVE'] },
  hooks: {
    prepare: (data, { ctx, existing }: WriteHookArgs) => (existing ? change(data, existing, ctx) : request(data)),
    // Withdrawing is deleting one's own request while it is requested; a decided absence stays.
    beforeDelete(found, { ctx }) {
      for (const absence of found) {
        if (absence.userId !== ctx.auth?.userId && !hasPermission(ctx.auth, 'TENANT_ADMIN')) throw forbidden('Only the employee withdraws its request');
        assertUndecided(absence);
      }
    },
  },
};

export const absenceRoutes: ResourceRoutes[] = [{ descriptor: ABSENCES, definition: absences }];
